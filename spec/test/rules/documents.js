// @ts-check
// The pieces the rule tests build their small inline OpenAPI 3.1 documents from.

export const INFO = { title: 'Fulfillment', version: '1.0.0' };

export const AUTHENTICATION = { subject: 'authentication', says: 'Authentication scheme, credentials and required headers: not shown.' };
export const ERROR_BODY = { subject: 'error-body', says: 'Body shape of 400 and 404 responses: not shown.' };

/**
 * A 3.1 document with the given component schemas and paths.
 * @param {Record<string, object>} schemas
 * @param {Record<string, object>} [paths]
 */
export const withSchemas = (schemas, paths = {}) => ({ openapi: '3.1.0', info: INFO, paths, components: { schemas } });

/** Schemas whose values seen are written right: on a string, a nullable string and an inline property. */
export const GOOD_EXTENSIBLE_ENUMS = withSchemas({
  OutboundOrderStatus: { type: 'string', 'x-extensible-enum': ['Submitted', 'Delete'], examples: ['Submitted'] },
  TrackingStatus: { type: ['string', 'null'], 'x-extensible-enum': ['InTransit'] },
  ReverseLogisticsOrder: {
    type: 'object',
    properties: { HandleStatus: { type: 'string', 'x-extensible-enum': ['Cancelled', 'Received'] } },
  },
});

const TAGS = [
  { name: 'Tracking', description: 'Tracking histories.' },
  { name: 'Returns', description: 'Returns.' },
];

/** An operation with every piece of metadata; `changes` replace or (as undefined) remove fields. */
export const operation = (changes = {}) => {
  const complete = {
    operationId: 'getTrackings',
    'x-endpoint': 1,
    'x-effect': 'read',
    tags: ['Tracking'],
    summary: 'Batch tracking',
    description: 'Fetches the tracking histories of up to 20 tracking numbers.',
    responses: { 200: { description: 'OK' } },
    ...changes,
  };
  return Object.fromEntries(Object.entries(complete).filter(([, value]) => value !== undefined));
};

/**
 * A 3.1 document with the root tags and the given paths.
 * @param {Record<string, object>} paths
 */
export const withTags = (paths) => ({ openapi: '3.1.0', info: INFO, tags: TAGS, paths });

/** Complete operations: a cancel with GET, a read with POST, a creation. */
export const GOOD_OPERATIONS = withTags({
  '/v1/trackings': { post: operation() },
  '/v1/returnOrder/{packageId}/cancel': {
    get: operation({ operationId: 'cancelReverseLogisticsOrder', 'x-endpoint': 3, 'x-effect': 'cancel', tags: ['Returns'], summary: 'Cancel reverse logistics order' }),
  },
  '/v1/outboundOrders/multiple': { post: operation({ operationId: 'createOutboundOrders', 'x-endpoint': 2, 'x-effect': 'create' }) },
});

export const BASE = 'https://api.fulfillment.example';
export const EU_BASE = 'https://eu.api.fulfillment.example';

/**
 * A server as the document writes it: one variable, the one its url uses.
 * @param {string} url
 * @param {{ variable?: string, base?: string }} [parts] the variable's name (by default the one the url
 *   starts with) and default
 */
export const server = (url, { variable = url.slice(1, url.indexOf('}')), base = variable === 'eu_base_url' ? EU_BASE : BASE } = {}) => ({
  url,
  description: `Origin ${url}.`,
  variables: { [variable]: { default: base, description: 'Scheme and host of the service; a placeholder.' } },
});

// Seven origins, as the root of the document lists them.
export const ROOT_SERVERS = [
  server('{base_url}:81'),
  server('{base_url}:82'),
  server('{base_url}:83'),
  server('{eu_base_url}'),
  server('{eu_base_url}:82'),
  server('{eu_base_url}:86'),
  server('{eu_base_url}:87'),
];

export const responses = { 200: { description: 'OK' } };

/**
 * A 3.1 document with the given paths and root servers (none at all, as null).
 * @param {Record<string, object>} paths
 * @param {object[] | null} [servers]
 */
export const withServers = (paths, servers = ROOT_SERVERS) => ({
  openapi: '3.1.0',
  info: INFO,
  ...(servers === null ? {} : { servers }),
  paths,
});

/** Path-level copies of root servers, an operation-level pair and an operation inheriting the root. */
export const GOOD_SERVERS = withServers({
  '/v1/trackings': { servers: [server('{base_url}:83')], post: { responses } },
  '/v1/inboundOrders/{shipmentId}/status': {
    servers: [server('{base_url}:81')],
    get: { servers: [server('{base_url}:83'), server('{eu_base_url}:86')], responses },
  },
  '/v1/pricing/outbound/skus': { servers: [server('{eu_base_url}')], post: { responses } },
  '/v1/inventoryAge': { post: { responses } },
});

/**
 * A 3.1 document with one list operation taking the given parameters (the paging rules' tests).
 * @param {object[]} parameters
 */
export const withListParameters = (parameters) => ({
  openapi: '3.1.0',
  info: INFO,
  paths: { '/v1/inboundOrders': { get: { parameters, responses: { 200: { description: 'OK' } } } } },
});

// @ts-check
// The routing table of the client, read from the document: for each operation its method, path,
// servers (origin and port), effect, whether a success answer has a body, the request-body array
// limits, the numeric bounds of query parameters that calls must respect and, for a list, the
// query parameters that page it (`paging`, the document's `x-paging` marks) and, for a creation that
// answers per item, the name of the member that says an item was accepted (`outcome`, the document's
// `x-outcome` mark on its success answer); for each server
// variable its default and the client option that gives its value.

import { listOperations, unescapePointer, walkSchema } from '@fulfillment-api/document';


/**
 * @param {any} document the bundled OpenAPI document
 */
export function collectOperations(document) {
  /** @type {Record<string, { default: string, option: string }>} */
  const serverVariables = {};
  /** @type {Record<string, any>} */
  const operations = {};
  for (const documentOperation of listOperations(document)) {
    const { operationId, endpoint, method, methodKey, path, effect, servers, requestBody, responses, parameters, paging } = documentOperation;
    for (const server of servers) {
      for (const [name, variable] of Object.entries(server.variables ?? {})) {
        const known = serverVariables[name];
        if (known && known.default !== variable.default) {
          throw new Error(`Server variable ${name} has two defaults (${known.default}, ${variable.default}) at ${method} ${path}.`);
        }
        serverVariables[name] = { default: variable.default, option: optionNameOf(name) };
      }
    }
    /** @type {Record<string, number>} */
    const bodyArrayLimits = {};
    // The body's own properties: an empty object walked with its absent properties visited.
    const bodyPlaces = requestBody?.schemaPointer === undefined ? [] : walkSchema(document, requestBody.schemaPointer, {}, { absent: true });
    for (const { dataPath, schema } of bodyPlaces) {
      if (dataPath !== '' && schema.type === 'array' && typeof schema.maxItems === 'number') bodyArrayLimits[unescapePointer(dataPath.slice(1))] = schema.maxItems;
    }
    operations[/** @type {string} */ (operationId)] = {
      endpoint,
      method: methodKey,
      path,
      effect,
      servers: servers.map((s) => s.url),
      successBody: responses.some((response) => response.key.startsWith('2') && response.mediaTypes.length > 0),
      bodyArrayLimits,
      queryLimits: collectQueryLimits(parameters),
      // Only the roles the document marks: a role it leaves out is absent, not `undefined` in JSON.
      ...(paging ? { paging: Object.fromEntries(Object.entries(paging).filter(([, name]) => name !== undefined)) } : {}),
      ...outcomeOf(responses),
    };
  }
  return { specVersion: document.info.version, serverVariables, operations };
}

/**
 * The name of the member of the success answer marked `x-outcome: accepted`, as `{ outcome: name }`;
 * nothing when no success answer marks one.
 * @param {import('@fulfillment-api/document').Response[]} responses
 */
function outcomeOf(responses) {
  const outcome = responses.find((response) => response.key.startsWith('2') && response.outcome !== undefined)?.outcome;
  return outcome ? { outcome: outcome.member } : {};
}

/**
 * The option of the client that gives a server variable's value: `base_url` → `baseUrl`.
 * @param {string} variable
 */
function optionNameOf(variable) {
  return variable.replace(/_([a-z0-9])/g, (_whole, letter) => letter.toUpperCase());
}

/**
 * The numeric bounds of each query parameter that has any (`PageSize`: 1 to 200), from the
 * operation's effective parameters (its own overriding the path item's of the same name and place).
 * @param {import('@fulfillment-api/document').Parameter[]} parameters
 */
function collectQueryLimits(parameters) {
  /** @type {Record<string, { minimum?: number, maximum?: number, default?: number }>} */
  const limits = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    /** @type {{ minimum?: number, maximum?: number, default?: number }} */
    const bounds = {};
    for (const key of /** @type {const} */ (['minimum', 'maximum', 'default'])) {
      if (typeof parameter.schema[key] === 'number') bounds[key] = parameter.schema[key];
    }
    if (Object.keys(bounds).length > 0) limits[parameter.name] = bounds;
  }
  return limits;
}

/**
 * Prism's query parameter that names the server a request to the mock is meant for. Its one
 * spelling: the routing table carries it, so that the published client needs no private package
 * to add it and the mock, the contract suite and the benchmarks read the same name.
 */
const MOCK_SERVER_PARAMETER = '__server';

const MOCK_SERVER_PARAMETER_DOC =
  '/** The query parameter that names, in a request to the mock, the origin it is meant for (the operation\'s server with the variables\' defaults); the mock answers 404 when it names another. */';

const BANNER = '// Generated by packages/types/scripts/generate.js from spec/dist/openapi.json. Do not edit: run `pnpm generate`.';

/**
 * @param {any} document
 * @returns {{ js: string, dts: string }} the contents of `generated/operations.js` and `.d.ts`
 */
export function renderOperations(document) {
  const { specVersion, serverVariables, operations } = collectOperations(document);
  const json = (/** @type {unknown} */ v) => JSON.stringify(v, null, 2);
  const js = [
    BANNER,
    `export const specVersion = ${json(specVersion)};`,
    `export const serverVariables = ${json(serverVariables)};`,
    `export const operations = ${json(operations)};`,
    `export const MOCK_SERVER_PARAMETER = ${json(MOCK_SERVER_PARAMETER)};`,
    '',
  ].join('\n');
  const dts = [
    BANNER,
    `export declare const specVersion: ${json(specVersion)};`,
    `export declare const serverVariables: ${json(serverVariables)};`,
    `export declare const operations: ${json(operations)};`,
    MOCK_SERVER_PARAMETER_DOC,
    `export declare const MOCK_SERVER_PARAMETER: ${json(MOCK_SERVER_PARAMETER)};`,
    'export type OperationId = keyof typeof operations;',
    'export type ServerVariableName = keyof typeof serverVariables;',
    '/** The client options that give the server variables\' values, e.g. `{ baseUrl: string }`. */',
    'export type ServerVariableOptions = { [Name in ServerVariableName as (typeof serverVariables)[Name][\'option\']]: string };',
    '',
  ].join('\n');
  return { js, dts };
}

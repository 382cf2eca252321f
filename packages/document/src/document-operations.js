// @ts-check
// The operation model: every question a consumer asks about an operation (how it is called, what it
// takes, what it answers, where it is served, what it links to) answered here, each answer with its
// JSON pointer in the document and every `$ref` followed. Nothing outside this library reads a raw
// operation, path item, request body or response object.
import { escapePointer, followRef, unescapePointer } from './json-pointer.js';
import { OUTCOME_EXTENSION, PAGING_EXTENSION, PAGING_ROLES } from './extensions.js';
import { walkSchema } from './schema-walk.js';
import { serverUrlWith, serverUrlWithDefaults } from './server-url.js';

/** The methods of an OpenAPI path item, in the specification's order. */
export const HTTP_METHODS = /** @type {const} */ (['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The media type whose schema and examples an operation's `schema` and `examples` stand for. */
export const JSON_MEDIA_TYPE = 'application/json';

/**
 * @typedef {object} Example
 * @property {string | undefined} name the key in `examples`, undefined for a single `example`
 * @property {unknown} value
 * @property {string} pointer JSON pointer of the example object (the component, when a `$ref`) or of `example`
 */

/**
 * @typedef {object} NotShown one `x-not-shown` item: a gap the description names
 * @property {string} subject
 * @property {string} says
 */

/**
 * @typedef {object} Parameter
 * @property {string} name
 * @property {'path' | 'query' | 'header' | 'cookie'} in
 * @property {boolean} required
 * @property {string} pointer JSON pointer of the parameter object (the component, when a `$ref`)
 * @property {string} listedAt JSON pointer of its entry in the operation's or the path item's `parameters`
 * @property {boolean} deprecated `deprecated: true`
 * @property {Record<string, any>} schema the parameter's schema, `$ref` followed
 * @property {string} schemaPointer JSON pointer of that schema in the document
 * @property {Example[]} examples the parameter's `example`, else its schema's `example` or first of `examples`
 * @property {unknown} example the first of `examples`' values, undefined when there is none
 * @property {string | undefined} description
 * @property {NotShown[]} notShown
 * @property {PagingRole | undefined} paging its `x-paging` role
 */

/**
 * @typedef {'size' | 'index' | 'from' | 'to'} PagingRole
 *
 * @typedef {object} Paging the query parameters that page a list, by role (`x-paging`)
 * @property {string | undefined} size items per page (`PageSize`)
 * @property {string | undefined} index the page number, from 1 (`PageIndex`)
 * @property {string | undefined} from start of the period the list covers (`FromDate`)
 * @property {string | undefined} to its end (`ToDate`)
 */

/**
 * @typedef {object} Outcome the member of a result item that says the item was accepted (`x-outcome`)
 * @property {string} member its name (`Success`)
 * @property {string} schemaPointer JSON pointer of its schema
 * @property {boolean} perItem whether the answer is an array of such items (else one object)
 * @property {(item: unknown) => boolean} refused whether an item says it was not accepted (the member is `false`)
 */

/**
 * @typedef {object} MediaType
 * @property {string} mediaType the key in `content`, e.g. `application/json`
 * @property {string} pointer JSON pointer of the media type object
 * @property {Record<string, any> | undefined} schema `$ref` followed
 * @property {string | undefined} schemaPointer JSON pointer of that schema (the component, when a `$ref`)
 * @property {Example[]} examples named `examples` (each `$ref` followed), else `example`
 */

/**
 * @typedef {object} RequestBody
 * @property {string} pointer JSON pointer of the request body object (the component, when a `$ref`)
 * @property {boolean} required
 * @property {MediaType[]} mediaTypes every media type, in document order
 * @property {Record<string, any> | undefined} schema the JSON media type's schema
 * @property {string | undefined} schemaPointer
 * @property {Example[]} examples the JSON media type's examples
 * @property {unknown} example the first example's value
 */

/**
 * @typedef {object} Header
 * @property {string} name as the document writes it
 * @property {boolean} required
 * @property {string} pointer
 * @property {Record<string, any> | undefined} schema
 * @property {string | undefined} schemaPointer
 */

/**
 * @typedef {object} Link an OpenAPI link: the operation a response leads to, and with what
 * @property {string} name
 * @property {string} responseKey the response that carries it (`200`, `2XX`)
 * @property {string} pointer JSON pointer of the link object (the component, when a `$ref`)
 * @property {string | undefined} operationId
 * @property {Record<string, string>} parameters runtime expressions by parameter name
 * @property {string | undefined} description
 */

/**
 * @typedef {object} Response
 * @property {string} key the key in `responses`: `200`, `2XX` or `default`
 * @property {string} pointer JSON pointer of the response object (the component, when a `$ref`)
 * @property {string | undefined} description
 * @property {MediaType[]} mediaTypes every media type, in document order (none for a body-less answer)
 * @property {Record<string, any> | undefined} schema the JSON media type's schema
 * @property {string | undefined} schemaPointer
 * @property {Example[]} examples the JSON media type's examples
 * @property {Header[]} headers
 * @property {Link[]} links
 * @property {NotShown[]} notShown the response's own `x-not-shown` items
 * @property {Array<Record<string, unknown>>} inferred `x-inferred` items: the response is inferred, not stated
 * @property {(status: number | string) => boolean} covers whether this response documents a status
 * @property {Outcome | undefined} outcome the member of its JSON body (or of each item) marked `x-outcome: accepted`
 */

/**
 * @typedef {object} Server
 * @property {string} url as written, with its `{variables}`
 * @property {string} pointer JSON pointer of the server object where the operation gets it
 * @property {string | undefined} description
 * @property {Record<string, { default?: string, description?: string, enum?: string[] }>} variables
 * @property {(values: Record<string, string>) => string} urlWith the origin with a target's values
 *   of the variables (`{ base_url: 'https://sandbox.example' }`); throws naming a variable without one
 * @property {() => string} urlWithDefaults the URL with each variable's default (the document's placeholders)
 */

/**
 * @typedef {object} DocumentOperation
 * @property {number | undefined} endpoint `x-endpoint`: the row of the description's endpoint table
 * @property {string | undefined} operationId
 * @property {'read' | 'create' | 'cancel' | undefined} effect `x-effect`
 * @property {string} method as sent: upper case (`GET`)
 * @property {string} methodKey its key in the path item (`get`)
 * @property {string} path the path template, e.g. `/v1/outboundOrders/{packageId}/status`
 * @property {string} pointer JSON pointer of the operation, e.g. `/paths/~1v1~1trackings/post`
 * @property {string | undefined} summary
 * @property {string | undefined} description
 * @property {string[]} tags
 * @property {NotShown[]} notShown the operation's own `x-not-shown` items
 * @property {boolean} deprecated `deprecated: true`
 * @property {{ requirements: Array<Record<string, string[]>>, pointer: string } | undefined} security the
 *   effective security requirements (the operation's, else the root's) and where they are written;
 *   undefined when neither states any
 * @property {Server[]} servers the effective servers: the operation's, else the path item's, else the root's
 * @property {Parameter[]} parameters effective: the path item's, overridden by the operation's of the same name and place
 * @property {Paging | undefined} paging the query parameters that page it, by role; undefined when none is marked
 * @property {RequestBody | undefined} requestBody
 * @property {Response[]} responses in document order
 * @property {(status: number | string) => Response | undefined} response the response documenting a
 *   status: its exact code, else its range (`2XX`), else `default`; a key (`'2XX'`) names itself
 * @property {Link[]} links of every response, in document order
 */

/** @param {unknown} value @returns {NotShown[]} */
const notShownOf = (value) => (Array.isArray(value) ? value : []);

/**
 * @param {Record<string, any>} document
 * @param {any} owner an object with `examples` (a map) or `example`
 * @param {string} pointer the owner's
 * @returns {Example[]}
 */
function examplesOf(document, owner, pointer) {
  if (owner?.examples && typeof owner.examples === 'object' && !Array.isArray(owner.examples)) {
    return Object.entries(owner.examples).map(([name, node]) => {
      const reached = followRef(document, node, `${pointer}/examples/${escapePointer(name)}`);
      return { name, value: reached.node?.value, pointer: reached.pointer };
    });
  }
  if (owner && Object.hasOwn(owner, 'example')) return [{ name: undefined, value: owner.example, pointer: `${pointer}/example` }];
  return [];
}

/**
 * @param {Record<string, any>} document
 * @param {any} content a `content` map
 * @param {string} pointer the owner's (the `content` key is added)
 * @returns {MediaType[]}
 */
function mediaTypesOf(document, content, pointer) {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const at = `${pointer}/content/${escapePointer(mediaType)}`;
    const schema = media?.schema === undefined ? undefined : followRef(document, media.schema, `${at}/schema`);
    return {
      mediaType,
      pointer: at,
      schema: schema?.node,
      schemaPointer: schema?.pointer,
      examples: examplesOf(document, media, at),
    };
  });
}

/** @param {MediaType[]} mediaTypes */
const jsonOf = (mediaTypes) => mediaTypes.find((media) => media.mediaType === JSON_MEDIA_TYPE);

/**
 * @param {Record<string, any>} document
 * @param {[string, any][]} written the parameter lists, outermost first, with their pointers
 * @returns {Parameter[]}
 */
function parametersOf(document, written) {
  /** @type {Map<string, Parameter>} */
  const byKey = new Map();
  for (const [list, ownerPointer] of written) {
    (Array.isArray(list) ? list : []).forEach((node, index) => {
      const listedAt = `${ownerPointer}/parameters/${index}`;
      const { node: parameter, pointer } = followRef(document, node, listedAt);
      if (!parameter || typeof parameter !== 'object') return;
      const { node: schema = {}, pointer: schemaPointer } = followRef(document, parameter.schema ?? {}, `${pointer}/schema`);
      let examples = examplesOf(document, parameter, pointer);
      if (examples.length === 0 && Object.hasOwn(schema, 'example')) examples = [{ name: undefined, value: schema.example, pointer: `${schemaPointer}/example` }];
      if (examples.length === 0 && Array.isArray(schema.examples) && schema.examples.length > 0) {
        examples = [{ name: undefined, value: schema.examples[0], pointer: `${schemaPointer}/examples/0` }];
      }
      byKey.set(`${parameter.in} ${parameter.name}`, {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true,
        pointer,
        listedAt,
        deprecated: parameter.deprecated === true,
        schema,
        schemaPointer,
        examples,
        example: examples[0]?.value,
        description: parameter.description,
        notShown: notShownOf(parameter['x-not-shown']),
        paging: PAGING_ROLES.find((role) => role === parameter[PAGING_EXTENSION]),
      });
    });
  }
  return [...byKey.values()];
}

/**
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer
 * @returns {RequestBody | undefined}
 */
function requestBodyOf(document, node, pointer) {
  if (node === undefined) return undefined;
  const { node: requestBody, pointer: at } = followRef(document, node, pointer);
  const mediaTypes = mediaTypesOf(document, requestBody?.content, at);
  const json = jsonOf(mediaTypes);
  return {
    pointer: at,
    required: requestBody?.required === true,
    mediaTypes,
    schema: json?.schema,
    schemaPointer: json?.schemaPointer,
    examples: json?.examples ?? [],
    example: json?.examples[0]?.value,
  };
}

/** Statuses an operation remembers the response of (beyond, each is looked up when asked). */
const REMEMBERED_STATUSES = 1000;

/**
 * Whether a response key documents a status: the exact code, a range (`2XX`) or `default`.
 * @param {string} key
 * @param {number | string} status
 */
function keyCovers(key, status) {
  const text = String(status);
  if (key === text || key === 'default') return true;
  return /^[1-5]XX$/i.test(key) && /^\d{3}$/.test(text) && key[0] === text[0];
}

/**
 * @param {Record<string, any>} document
 * @param {any} responses the `responses` map
 * @param {string} operationPointer
 * @returns {Response[]}
 */
function responsesOf(document, responses, operationPointer) {
  return Object.entries(responses ?? {}).map(([key, node]) => {
    const { node: response, pointer } = followRef(document, node, `${operationPointer}/responses/${escapePointer(key)}`);
    const mediaTypes = mediaTypesOf(document, response?.content, pointer);
    const json = jsonOf(mediaTypes);
    const headers = Object.entries(response?.headers ?? {}).map(([name, headerNode]) => {
      const { node: header, pointer: headerPointer } = followRef(document, headerNode, `${pointer}/headers/${escapePointer(name)}`);
      const schema = header?.schema === undefined ? undefined : followRef(document, header.schema, `${headerPointer}/schema`);
      return { name, required: header?.required === true, pointer: headerPointer, schema: schema?.node, schemaPointer: schema?.pointer };
    });
    const links = Object.entries(response?.links ?? {}).map(([name, linkNode]) => {
      const { node: link, pointer: linkPointer } = followRef(document, linkNode, `${pointer}/links/${escapePointer(name)}`);
      return { name, responseKey: key, pointer: linkPointer, operationId: link?.operationId, parameters: { ...(link?.parameters ?? {}) }, description: link?.description };
    });
    return {
      key,
      pointer,
      description: response?.description,
      mediaTypes,
      schema: json?.schema,
      schemaPointer: json?.schemaPointer,
      examples: json?.examples ?? [],
      headers,
      links,
      notShown: notShownOf(response?.['x-not-shown']),
      inferred: Array.isArray(response?.['x-inferred']) ? response['x-inferred'] : [],
      covers: (/** @type {number | string} */ status) => keyCovers(key, status),
      outcome: json?.schemaPointer === undefined ? undefined : outcomeOf(document, json.schema, json.schemaPointer),
    };
  });
}

/**
 * The member marked `x-outcome: accepted` in an answer's schema, at its top level or in its items.
 * @param {Record<string, any>} document
 * @param {Record<string, any> | undefined} schema `$ref` followed
 * @param {string} schemaPointer
 * @returns {Outcome | undefined}
 */
function outcomeOf(document, schema, schemaPointer) {
  const perItem = schema?.type === 'array';
  // A value with one item walked with its absent members visited reaches each member's schema once.
  for (const place of walkSchema(document, schemaPointer, perItem ? [{}] : {}, { items: 'first', absent: true })) {
    const segments = place.dataPath.split('/').slice(1);
    if (place.schema[OUTCOME_EXTENSION] !== 'accepted' || segments.length !== (perItem ? 2 : 1)) continue;
    const member = unescapePointer(/** @type {string} */ (segments.at(-1)));
    return {
      member,
      schemaPointer: place.schemaPointer,
      perItem,
      refused: (item) => typeof item === 'object' && item !== null && /** @type {Record<string, unknown>} */ (item)[member] === false,
    };
  }
  return undefined;
}

/**
 * The query parameters marked `x-paging`, by role; undefined when none is.
 * @param {Parameter[]} parameters
 * @returns {Paging | undefined}
 */
function pagingOf(parameters) {
  const marked = parameters.filter((parameter) => parameter.in === 'query' && parameter.paging !== undefined);
  if (marked.length === 0) return undefined;
  return /** @type {Paging} */ (Object.fromEntries(PAGING_ROLES.map((role) => [role, marked.find((parameter) => parameter.paging === role)?.name])));
}

/**
 * @param {any[]} list
 * @param {string} pointer of the list
 * @returns {Server[]}
 */
function serversOf(list, pointer) {
  return list.map((/** @type {any} */ server, /** @type {number} */ index) => ({
    url: String(server.url),
    pointer: `${pointer}/${index}`,
    description: server.description,
    variables: server.variables ?? {},
    urlWith: (/** @type {Record<string, string>} */ values) => serverUrlWith(server, values),
    urlWithDefaults: () => serverUrlWithDefaults(server),
  }));
}

/**
 * Every operation of the document, ordered by `x-endpoint`; operations without one come last, in
 * document order.
 * @param {Record<string, any>} document
 * @returns {DocumentOperation[]}
 */
export function listOperations(document) {
  /** @type {DocumentOperation[]} */
  const found = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const pathPointer = `/paths/${escapePointer(path)}`;
    for (const methodKey of HTTP_METHODS) {
      const operation = pathItem?.[methodKey];
      if (!operation || typeof operation !== 'object') continue;
      const pointer = `${pathPointer}/${methodKey}`;
      const servers = Array.isArray(operation.servers)
        ? serversOf(operation.servers, `${pointer}/servers`)
        : Array.isArray(pathItem.servers)
          ? serversOf(pathItem.servers, `${pathPointer}/servers`)
          : serversOf(Array.isArray(document.servers) ? document.servers : [], '/servers');
      const responses = responsesOf(document, operation.responses, pointer);
      /** @type {Map<number | string, Response | null>} */
      const responseByStatus = new Map();
      const parameters = parametersOf(document, [
        [pathItem.parameters, pathPointer],
        [operation.parameters, pointer],
      ]);
      found.push({
        endpoint: typeof operation['x-endpoint'] === 'number' ? operation['x-endpoint'] : undefined,
        operationId: operation.operationId,
        effect: operation['x-effect'],
        method: methodKey.toUpperCase(),
        methodKey,
        path,
        pointer,
        summary: operation.summary,
        description: operation.description,
        tags: Array.isArray(operation.tags) ? operation.tags : [],
        notShown: notShownOf(operation['x-not-shown']),
        deprecated: operation.deprecated === true,
        security: Array.isArray(operation.security)
          ? { requirements: operation.security, pointer: `${pointer}/security` }
          : Array.isArray(document.security)
            ? { requirements: document.security, pointer: '/security' }
            : undefined,
        servers,
        parameters,
        paging: pagingOf(parameters),
        requestBody: requestBodyOf(document, operation.requestBody, `${pointer}/requestBody`),
        responses,
        response: (status) => {
          // Asked of every check and report of every exchange: each status is looked up once.
          let found = responseByStatus.get(status);
          if (found === undefined) {
            found =
              responses.find((r) => r.key === String(status)) ??
              responses.find((r) => r.key !== 'default' && r.covers(status)) ??
              responses.find((r) => r.key === 'default') ??
              null;
            if (responseByStatus.size < REMEMBERED_STATUSES) responseByStatus.set(status, found);
          }
          return found ?? undefined;
        },
        links: responses.flatMap((r) => r.links),
      });
    }
  }
  const order = (/** @type {DocumentOperation} */ op) => op.endpoint ?? Number.POSITIVE_INFINITY;
  return found
    .map((op, index) => ({ op, index }))
    .sort((a, b) => order(a.op) - order(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

// @ts-check
/**
 * The parts of each operation that a consumer's code depends on, each with its JSON pointer in the
 * bundle ($refs followed, so the pointer names the node that holds the value): what the breaking-
 * change check compares between two documents. Built on the document library's operation list.
 */
import { escapePointer, listOperations, resolvePointer } from '@fulfillment-api/spec';

/**
 * @typedef {object} Located
 * @property {any} value
 * @property {string} pointer
 *
 * @typedef {object} MediaPart
 * @property {string} type the media type
 * @property {string} pointer
 * @property {any} schema as written (a `$ref` not followed)
 * @property {string} schemaPointer where it is written
 *
 * @typedef {object} ServerPart
 * @property {string} url
 * @property {string} pointer
 * @property {Record<string, any>} variables
 *
 * @typedef {object} ParameterPart
 * @property {string} name
 * @property {string} in
 * @property {boolean} required
 * @property {boolean} deprecated
 * @property {string} pointer where it is defined ($ref followed)
 * @property {string} writtenPointer where the operation or path item lists it
 * @property {any} schema as written (a `$ref` not followed)
 * @property {string} schemaPointer where it is written
 *
 * @typedef {object} OperationPart
 * @property {string} key `POST /v1/trackings`: how the check matches an operation in the two documents
 * @property {string} pointer
 * @property {Record<string, any>} operation
 * @property {string | undefined} operationId
 * @property {unknown} effect
 * @property {ServerPart[]} servers the effective servers
 * @property {string} serversPointer where they are written
 * @property {ParameterPart[]} parameters the effective parameters (the operation's own override the path item's)
 * @property {Located | undefined} security the effective security requirements
 * @property {{ pointer: string, required: boolean, media: MediaPart[] } | undefined} requestBody
 * @property {{ key: string, pointer: string, media: MediaPart[] }[]} responses
 */

/**
 * A node of the document with local `$ref`s followed, and the pointer of the node reached.
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer
 * @returns {Located}
 */
export function follow(document, node, pointer) {
  const seen = new Set();
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
    if (seen.has(node.$ref)) throw new Error(`${pointer}: $ref ${node.$ref} refers to itself`);
    seen.add(node.$ref);
    pointer = node.$ref.slice(1);
    node = resolvePointer(document, pointer);
    if (node === undefined) throw new Error(`${[...seen].at(-1)} leads nowhere in the document`);
  }
  return { value: node, pointer };
}

/**
 * @param {Record<string, any>} document
 * @returns {OperationPart[]}
 */
export function operationParts(document) {
  return listOperations(document).map((listed) => {
    const { operation, pathItem, pointer } = listed;
    const pathPointer = pointer.slice(0, pointer.lastIndexOf('/'));
    const serversPointer = operation.servers ? `${pointer}/servers` : pathItem.servers ? `${pathPointer}/servers` : '/servers';
    return {
      key: `${listed.method.toUpperCase()} ${listed.path}`,
      pointer,
      operation,
      operationId: listed.operationId,
      effect: listed.effect,
      servers: serverParts(listed.servers, serversPointer),
      serversPointer,
      parameters: effectiveParameters(document, pathItem, pathPointer, operation, pointer),
      security: operation.security
        ? { value: operation.security, pointer: `${pointer}/security` }
        : document.security
          ? { value: document.security, pointer: '/security' }
          : undefined,
      requestBody: requestBodyPart(document, operation.requestBody, `${pointer}/requestBody`),
      responses: Object.entries(operation.responses ?? {}).map(([key, response]) => {
        const found = follow(document, response, `${pointer}/responses/${key}`);
        return { key, pointer: found.pointer, media: mediaParts(document, found.value?.content, `${found.pointer}/content`) };
      }),
    };
  });
}

/** @param {any[]} servers @param {string} pointer @returns {ServerPart[]} */
function serverParts(servers, pointer) {
  return servers.map((server, index) => ({ url: String(server?.url), pointer: `${pointer}/${index}`, variables: server?.variables ?? {} }));
}

/**
 * The document's own servers (`/servers`), as an operation's are given.
 * @param {Record<string, any>} document
 */
export function documentServers(document) {
  return { servers: serverParts(Array.isArray(document.servers) ? document.servers : [], '/servers'), serversPointer: '/servers' };
}

/**
 * @param {Record<string, any>} document
 * @param {Record<string, any>} pathItem
 * @param {string} pathPointer
 * @param {Record<string, any>} operation
 * @param {string} operationPointer
 * @returns {ParameterPart[]}
 */
function effectiveParameters(document, pathItem, pathPointer, operation, operationPointer) {
  /** @type {Map<string, ParameterPart>} */
  const byPlace = new Map();
  const add = (/** @type {any[] | undefined} */ list, /** @type {string} */ listPointer) => {
    (list ?? []).forEach((written, index) => {
      const writtenPointer = `${listPointer}/${index}`;
      const { value, pointer } = follow(document, written, writtenPointer);
      byPlace.set(`${value?.in}:${value?.name}`, {
        name: String(value?.name),
        in: String(value?.in),
        required: value?.required === true,
        deprecated: value?.deprecated === true,
        pointer,
        writtenPointer,
        schema: value?.schema,
        schemaPointer: `${pointer}/schema`,
      });
    });
  };
  add(pathItem.parameters, `${pathPointer}/parameters`);
  add(operation.parameters, `${operationPointer}/parameters`);
  return [...byPlace.values()];
}

/**
 * @param {Record<string, any>} document
 * @param {any} written
 * @param {string} pointer
 */
function requestBodyPart(document, written, pointer) {
  if (!written) return undefined;
  const found = follow(document, written, pointer);
  return {
    pointer: found.pointer,
    required: found.value?.required === true,
    media: mediaParts(document, found.value?.content, `${found.pointer}/content`),
  };
}

/**
 * @param {Record<string, any>} document
 * @param {Record<string, any> | undefined} content
 * @param {string} pointer
 * @returns {MediaPart[]}
 */
function mediaParts(document, content, pointer) {
  return Object.entries(content ?? {}).map(([type, media]) => {
    const mediaPointer = `${pointer}/${escapePointer(type)}`;
    // As written: the schema diff follows its $ref, and judges the $ref itself.
    return { type, pointer: mediaPointer, schema: media?.schema, schemaPointer: `${mediaPointer}/schema` };
  });
}

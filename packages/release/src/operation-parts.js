// @ts-check
/**
 * The parts of each operation that a consumer's code depends on, each with its JSON pointer in the
 * bundle: what the breaking-change check compares between two documents. They come from the
 * document library's operation model; schemas are given as written (a `$ref` not yet followed), so
 * that the schema diff judges the `$ref` itself too.
 */
import { followRef, listOperations, resolvePointer } from '@fulfillment-api/document';

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
 * @property {string | undefined} operationId
 * @property {unknown} effect
 * @property {boolean} deprecated
 * @property {ServerPart[]} servers the effective servers
 * @property {string} serversPointer where they are written
 * @property {ParameterPart[]} parameters the effective parameters (the operation's own override the path item's)
 * @property {Located | undefined} security the effective security requirements
 * @property {{ pointer: string, required: boolean, media: MediaPart[] } | undefined} requestBody
 * @property {{ key: string, pointer: string, media: MediaPart[] }[]} responses
 */

/**
 * A node with its local `$ref`s followed (the library's `followRef`), and the pointer of the node
 * reached; a `$ref` that leads nowhere is an error naming it, not an empty schema.
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer
 * @returns {Located}
 */
export function follow(document, node, pointer) {
  const reached = followRef(document, node, pointer);
  if (reached.node === undefined && node !== undefined) throw new Error(`#${reached.pointer} (the $ref at ${pointer}) leads nowhere in the document`);
  return { value: reached.node, pointer: reached.pointer };
}

/**
 * @param {Record<string, any>} document
 * @returns {OperationPart[]}
 */
export function operationParts(document) {
  return listOperations(document).map((op) => {
    const serversPointer = op.servers[0]?.pointer.replace(/\/\d+$/, '') ?? '/servers';
    /** @param {import('@fulfillment-api/document').MediaType[]} mediaTypes @returns {MediaPart[]} */
    const mediaParts = (mediaTypes) =>
      mediaTypes.map((media) => {
        const schemaPointer = `${media.pointer}/schema`;
        const schema = resolvePointer(document, schemaPointer);
        // The model follows a $ref to nothing silently; the check says where it is broken.
        if (schema !== undefined) follow(document, schema, schemaPointer);
        return { type: media.mediaType, pointer: media.pointer, schema, schemaPointer };
      });
    return {
      key: `${op.method} ${op.path}`,
      pointer: op.pointer,
      operationId: op.operationId,
      effect: op.effect,
      deprecated: op.deprecated,
      servers: serverParts(op.servers),
      serversPointer,
      parameters: op.parameters.map((parameter) => {
        const schemaPointer = `${parameter.pointer}/schema`;
        return {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required,
          deprecated: parameter.deprecated,
          pointer: parameter.pointer,
          writtenPointer: parameter.listedAt,
          schema: resolvePointer(document, schemaPointer),
          schemaPointer,
        };
      }),
      security: op.security && { value: op.security.requirements, pointer: op.security.pointer },
      requestBody: op.requestBody && { pointer: op.requestBody.pointer, required: op.requestBody.required, media: mediaParts(op.requestBody.mediaTypes) },
      responses: op.responses.map((response) => ({ key: response.key, pointer: response.pointer, media: mediaParts(response.mediaTypes) })),
    };
  });
}

/** @param {Array<{ url: string, pointer: string, variables?: Record<string, any> }>} servers @returns {ServerPart[]} */
function serverParts(servers) {
  return servers.map((server) => ({ url: String(server.url), pointer: server.pointer, variables: server.variables ?? {} }));
}

/**
 * The document's own servers (`/servers`), as an operation's are given.
 * @param {Record<string, any>} document
 */
export function documentServers(document) {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  return { servers: serverParts(servers.map((server, index) => ({ ...server, pointer: `/servers/${index}` }))), serversPointer: '/servers' };
}

// @ts-check
/**
 * An operation's documented responses, as the mock's state needs them: which codes exist, and for
 * one code its JSON schema, its examples and its links. This is the mock's only reader of response
 * objects; it reads them through JSON pointers of the document library, and gives way to the
 * operation model's `response(status)` once the document library has it.
 */
import { dereference, escapePointer, resolvePointer } from '@fulfillment-api/spec';

/**
 * @typedef {object} DocumentedLink
 * @property {string} name
 * @property {string} operationId the operation the link leads to
 * @property {Record<string, string>} parameters parameter name -> runtime expression
 *
 * @typedef {object} DocumentedResponse
 * @property {string} key the key in the document (`200`, `2XX`)
 * @property {Record<string, any> | undefined} schema the JSON body's schema, `$ref` followed
 * @property {string | undefined} schemaPointer
 * @property {{ name: string, value: unknown }[]} examples the JSON body's named examples, in order
 * @property {DocumentedLink[]} links
 */

/**
 * The status keys an operation documents, as written (`200`, `201`, `2XX`, `404`).
 * @param {Record<string, any>} document
 * @param {{ pointer: string }} operation
 * @returns {string[]}
 */
export function documentedCodes(document, operation) {
  return Object.keys(resolvePointer(document, `${operation.pointer}/responses`) ?? {});
}

/**
 * The response documented for `status` (a `2XX` range answers for 200 and 201), or undefined.
 * @param {Record<string, any>} document
 * @param {{ pointer: string }} operation
 * @param {number | string} status
 * @returns {DocumentedResponse | undefined}
 */
export function documentedResponse(document, operation, status) {
  const codes = documentedCodes(document, operation);
  const wanted = String(status);
  const key = codes.includes(wanted) ? wanted : codes.find((code) => code.toUpperCase() === `${wanted[0]}XX`);
  if (key === undefined) return undefined;
  const pointer = `${operation.pointer}/responses/${escapePointer(key)}`;
  const response = dereference(document, resolvePointer(document, pointer)) ?? {};
  const media = resolvePointer(response, `/content/${escapePointer('application/json')}`);
  const schemaNode = media?.schema;
  const schemaPointer =
    schemaNode === undefined
      ? undefined
      : typeof schemaNode.$ref === 'string'
        ? schemaNode.$ref.slice(1)
        : `${typeof resolvePointer(document, pointer)?.$ref === 'string' ? resolvePointer(document, pointer).$ref.slice(1) : pointer}/content/${escapePointer('application/json')}/schema`;
  const examples = Object.entries(media?.examples ?? {}).map(([name, example]) => ({ name, value: dereference(document, example).value }));
  if (examples.length === 0 && media?.example !== undefined) examples.push({ name: 'example', value: media.example });
  const links = Object.entries(response.links ?? {}).map(([name, node]) => {
    const link = dereference(document, node);
    return { name, operationId: link.operationId, parameters: link.parameters ?? {} };
  });
  return { key, schema: dereference(document, schemaNode), schemaPointer, examples, links };
}

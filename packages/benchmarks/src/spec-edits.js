// @ts-check
/**
 * The two edits an owner of the document makes most, written into a copy of spec/ as an owner would
 * write them (one line, in the file that holds it, the rest of the file as it was): a sentence added
 * to one operation's description, and a new optional member, with its type, in one operation's
 * response schema. Which operation and which schema is read from the bundle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations, resolvePointer } from '@fulfillment-api/document';
import { parse, parseDocument } from 'yaml';

/** The sentence added to a description: prose only, so the document's behaviour stays as it was. */
export const ADDED_SENTENCE = ' Reworded for the edit-loop benchmark.';

/** The member added to a response schema: PascalCase like every member of the document, optional. */
export const ADDED_MEMBER = 'EditLoopNote';

/**
 * The source file of an operation's path item, as spec/openapi.yaml refers to it.
 * @param {string} specDir
 * @param {string} path the operation's path, as in the document
 */
function pathItemFile(specDir, path) {
  const root = parse(readFileSync(join(specDir, 'openapi.yaml'), 'utf8'));
  const ref = root?.paths?.[path]?.$ref;
  return typeof ref === 'string' ? join(specDir, ref) : undefined;
}

/**
 * Adds `ADDED_SENTENCE` at the end of the first operation's description whose path item has a file of
 * its own under spec/ (an edit of one line).
 * @param {string} specDir a copy of spec/
 * @param {any} document the bundle
 * @returns {{ file: string, operationId: string | undefined }}
 */
export function rewordOperationDescription(specDir, document) {
  for (const operation of listOperations(document)) {
    if (typeof operation.description !== 'string') continue;
    const file = pathItemFile(specDir, operation.path);
    if (!file) continue;
    const text = readFileSync(file, 'utf8');
    const node = parseDocument(text).getIn([operation.methodKey, 'description'], true);
    if (!node || typeof node !== 'object' || !('range' in node) || !node.range) continue;
    const [start, valueEnd] = /** @type {[number, number, number]} */ (node.range);
    const quoted = String(/** @type {any} */ (node).type).startsWith('QUOTE');
    const end = quoted ? valueEnd - 1 : start + text.slice(start, valueEnd).trimEnd().length;
    writeFileSync(file, text.slice(0, end) + ADDED_SENTENCE + text.slice(end));
    return { file, operationId: operation.operationId };
  }
  throw new Error(`edit-loop: no operation of the document has a description in a file of its own under ${specDir}`);
}

/**
 * Adds `ADDED_MEMBER` (a string, with a description, not required) to the schema of the first
 * success response that is a named object schema with a file of its own under components/schemas/.
 * With `exampleValue`, the member is also given that value in each of the response's named examples
 * with a file of its own under components/examples/ (so that a mock serving them answers with it).
 * @param {string} specDir a copy of spec/
 * @param {any} document the bundle
 * @param {{ exampleValue?: string }} [options]
 * @returns {{ file: string, operationId: string | undefined, schema: string, examples: string[] }}
 */
export function addOptionalResponseMember(specDir, document, { exampleValue } = {}) {
  for (const operation of listOperations(document)) {
    for (const response of operation.responses) {
      const named = /^#?\/components\/schemas\/([^/]+)$/.exec(response.schemaPointer ?? '');
      if (!response.key.startsWith('2') || !named) continue;
      const schema = resolvePointer(document, /** @type {string} */ (response.schemaPointer));
      const file = join(specDir, 'components', 'schemas', `${named[1]}.yaml`);
      if (schema?.type !== 'object' || !schema.properties || ADDED_MEMBER in schema.properties || !existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      const properties = parseDocument(text).get('properties', true);
      const first = /** @type {any} */ (properties)?.items?.[0]?.key;
      if (!first?.range) continue;
      const at = first.range[0];
      const indent = ' '.repeat(at - text.lastIndexOf('\n', at - 1) - 1);
      const member = `${ADDED_MEMBER}:\n${indent}  type: string\n${indent}  description: A note the service added to this answer (the edit-loop benchmark's new optional member).\n${indent}`;
      writeFileSync(file, text.slice(0, at) + member + text.slice(at));
      const examples = exampleValue === undefined ? [] : response.examples.flatMap(({ pointer }) => addToExample(specDir, pointer, exampleValue));
      return { file, operationId: operation.operationId, schema: named[1], examples };
    }
  }
  throw new Error(`edit-loop: no success response of the document is a named object schema with a file under ${join(specDir, 'components', 'schemas')}`);
}


/**
 * Adds `ADDED_MEMBER: value` as the first member of a named example's value, in its file under
 * components/examples/; none when the example has no such file or its value is not a mapping.
 * @param {string} specDir
 * @param {string | undefined} pointer the example's place in the bundle
 * @param {string} value
 * @returns {string[]} the file changed, if any
 */
function addToExample(specDir, pointer, value) {
  const named = /^#?\/components\/examples\/([^/]+)$/.exec(pointer ?? '');
  const file = named && join(specDir, 'components', 'examples', `${named[1]}.yaml`);
  if (!file || !existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const first = /** @type {any} */ (parseDocument(text).get('value', true))?.items?.[0]?.key;
  if (!first?.range) return [];
  const at = first.range[0];
  const indent = ' '.repeat(at - text.lastIndexOf('\n', at - 1) - 1);
  writeFileSync(file, `${text.slice(0, at)}${ADDED_MEMBER}: ${JSON.stringify(value)}\n${indent}${text.slice(at)}`);
  return [file];
}

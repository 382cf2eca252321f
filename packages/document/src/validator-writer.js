// @ts-check
// The validator's code written ahead, at build time, instead of compiled by Ajv while a run judges:
// compiling a schema costs as much as validating thousands of values, and a run over a recording
// would otherwise compile each schema it meets (twice: the quick and the thorough validator). The
// build (`scripts/build-validators.js`) writes, per operation, the code Ajv makes of the schemas a
// run validates there (parameters, request body, answers, answer headers, and the `oneOf`/`anyOf`
// branches keyword coverage tries); written-validators.js loads an operation's file the first time
// one of its schemas is used, and only for the document the code was written from (its fingerprint).
// Ajv's standalone code (`ajv/dist/standalone`) is used with two changes: it requires its helpers
// through the loader's `runtime` (so a bundled package carries no path of this workspace), and it
// takes each schema object it names (an error's `parentSchema`, an enum's values) from the
// validator's own copies of the document's schemas, not as a literal, so that an error's schema
// object still names its place in the document (schema-validator.js, `keywordPointer`).
import standaloneModule from 'ajv/dist/standalone/index.js';
import { _, stringify } from 'ajv/dist/compile/codegen/index.js';
import { listOperations } from './document-operations.js';
import { schemaCopies } from './schema-copies.js';
import { schemaOutline } from './schema-walk.js';
import { documentAjv } from './validator-vocabulary.js';
import { documentFingerprint, VALIDATOR_INDEX } from './written-validators.js';

/** Ajv's CommonJS module is the function itself, which its types call `default`. */
const standaloneCode = /** @type {typeof standaloneModule.default} */ (/** @type {unknown} */ (standaloneModule));

/**
 * The schemas a run validates for one operation, each once: every parameter's, the JSON request
 * body's, every answer's JSON body and header, and every `oneOf`/`anyOf` branch reachable from a
 * body (keyword coverage validates a value against each branch).
 * @param {any} document
 * @param {import('./document-operations.js').DocumentOperation} operation
 * @returns {string[]}
 */
export function operationSchemaPointers(document, operation) {
  /** @type {Set<string>} */
  const pointers = new Set();
  const withBranches = (/** @type {string | undefined} */ pointer) => {
    if (pointer === undefined) return;
    pointers.add(pointer);
    for (const place of schemaOutline(document, pointer)) for (const branch of place.branches) pointers.add(branch.pointer);
  };
  for (const parameter of operation.parameters) if (parameter.schemaPointer) pointers.add(parameter.schemaPointer);
  withBranches(operation.requestBody?.schemaPointer);
  for (const response of operation.responses) {
    withBranches(response.schemaPointer);
    for (const header of response.headers) if (header.schemaPointer) pointers.add(header.schemaPointer);
  }
  return [...pointers];
}

/** Stands for a schema object that is not a copy of the document's: a written function naming one fails the build. */
const UNPLACED = 'runtime.unplacedSchema';

/**
 * The code of one Ajv instance's functions for `pointers`, as the body of a function of `runtime`
 * returning them by pointer. Each schema object the code names is taken from `runtime.schema`.
 * @param {import('ajv').default} ajv made with `source: true`
 * @param {ReturnType<typeof schemaCopies>} copies
 * @param {string[]} pointers
 */
function writtenFunctions(ajv, copies, pointers) {
  /** @type {Map<string, import('ajv/dist/types/index.js').AnyValidateFunction>} */
  const compiled = new Map(pointers.map((pointer) => [pointer, ajv.compile(copies.rootAt(pointer))]));
  // The schema objects Ajv named in the code: given back by the loader from its own copies.
  const named = /** @type {Map<unknown, { value: { ref: unknown, code?: unknown } }>} */ (/** @type {any} */ (ajv.scope)._values.schema ?? new Map());
  for (const name of named.values()) {
    const ref = name.value.ref;
    const place = typeof ref === 'object' && ref !== null ? copies.places.get(ref) : undefined;
    let code;
    if (ref === copies.registry) code = _`runtime.schema("registry")`;
    else if (place !== undefined && copies.roots.get(place) === ref) code = _`runtime.schema("root", ${stringify(place)})`;
    else if (place?.startsWith('/components/schemas/') && copies.componentAt(place) === ref) code = _`runtime.schema("component", ${stringify(place)})`;
    else code = _`${UNPLACED}`; // the meta-schemas' own, which no function written here names
    name.value = { ...name.value, code };
  }
  const source = standaloneCode(/** @type {any} */ ({ opts: ajv.opts, scope: ajv.scope, getSchema: (/** @type {string} */ pointer) => compiled.get(pointer) }), Object.fromEntries(pointers.map((pointer) => [pointer, pointer])));
  if (source.includes(UNPLACED)) throw new Error(`The validators' code of ${pointers.join(', ')} names a schema object not in the document.`);
  // Ajv writes `require("ajv/dist/runtime/…")` and `require("ajv-formats/dist/formats")` (and
  // nothing else: a schema's pattern or text that reads `require(` is left as it is).
  const code = source.replace(/^"use strict";/, '').replace(/\brequire\(("(?:ajv\/dist\/runtime\/[\w-]+|ajv-formats\/dist\/formats)")\)/g, 'runtime.require($1)');
  const other = /(?<!runtime\.)\brequire\("[^"]*"\)/.exec(code);
  if (other) throw new Error(`The validators' code of ${pointers.join(', ')} requires ${other[0]}, which the loader does not give.`);
  return code;
}

/**
 * Writes the validators' code of every operation of `document`: one CommonJS file per operation
 * (by operationId), each exporting `quick(runtime)` and `thorough(runtime)` (the functions by
 * pointer), and the index that says which file holds each pointer, for which document.
 * @param {any} document the bundled document
 * @returns {Record<string, string>} contents by file name (in VALIDATORS_DIR)
 */
export function writtenValidatorFiles(document) {
  /** @type {Record<string, string>} */
  const files = {};
  /** @type {Record<string, string>} */
  const fileOf = {};
  for (const operation of listOperations(document)) {
    const pointers = operationSchemaPointers(document, operation).filter((pointer) => !Object.hasOwn(fileOf, pointer));
    if (pointers.length === 0) continue;
    const file = `${encodeURIComponent(operation.operationId ?? operation.pointer)}.cjs`;
    for (const pointer of pointers) fileOf[pointer] = file;
    // A fresh pair of instances per file: a file carries the code of its own schemas only.
    const copies = schemaCopies(document);
    const [quick, thorough] = [false, true].map((isThorough) => writtenFunctions(documentAjv(copies.registry, { thorough: isThorough, source: true }), copies, pointers));
    files[file] = [
      '"use strict";',
      `// Written by the document library's build (scripts/build-validators.js) from the schemas of ${operation.operationId}: do not edit.`,
      `exports.quick = function quick(runtime) {\nconst exports = {};\n${quick}\nreturn exports;\n};`,
      `exports.thorough = function thorough(runtime) {\nconst exports = {};\n${thorough}\nreturn exports;\n};`,
      '',
    ].join('\n');
  }
  files[VALIDATOR_INDEX] = `${JSON.stringify({ document: documentFingerprint(document), files: fileOf }, null, 2)}\n`;
  return files;
}


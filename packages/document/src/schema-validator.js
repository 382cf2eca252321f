// @ts-check
// Validates JSON values against the schemas of the bundled document with Ajv's JSON Schema 2020-12
// validator. Prism is not an oracle (a schema that fails to compile can pass silently there), so
// examples, mock answers and live answers are all checked here instead, strictly: an unknown keyword
// (a typo such as `maxlenght`) fails compilation rather than being ignored.
import { escapePointer } from './json-pointer.js';
import { schemaPathInDocument } from './schema-walk.js';
import { schemaCopies } from './schema-copies.js';
import { writtenValidators } from './written-validators.js';
import { COMPONENTS_ID, decimalViolation, documentAjv, toDocumentRefs } from './validator-vocabulary.js';

export { decimalViolation };

/** The verdict on every value a schema takes: one object, frozen (a long recording validates millions). */
const VALID = /** @type {SchemaVerdict} */ (/** @type {unknown} */ (Object.freeze({ valid: true, problems: Object.freeze([]) })));
/** Validations of one schema after which a value of it is first judged by the quick validator. */
const QUICK_AFTER_USES = 200;

/**
 * @typedef {object} SchemaProblem
 * @property {string} instancePath where in the value, `/` for the value itself
 * @property {string} message
 * @property {string} keyword the JSON Schema keyword that failed (`maxLength`, `required`, …)
 * @property {string} [missingProperty] for `required`: the property that is missing (the problem's
 *   `instancePath` is the object it is missing from)
 * @property {string} schemaPath where in the schema, relative to the pointer validated
 *   (`#/properties/Packages/maxItems`; `#/components/schemas/X/…` inside a component)
 * @property {string} schemaPointer the failing keyword's JSON pointer in the document, `$ref`s
 *   followed (`/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems`)
 * @typedef {{ valid: boolean, problems: SchemaProblem[] }} SchemaVerdict
 * @typedef {((value: unknown) => boolean) & { errors?: import('ajv').ErrorObject[] | null }} ValidateFunction
 */

/**
 * Builds a validator over one OpenAPI 3.1 document (the bundle). For the document the build wrote
 * validators for (`scripts/build-validators.js`), a schema's validators are that code, loaded with
 * its operation's file; for any other document, or a schema the build did not write, each schema is
 * compiled by Ajv the first time it is used, and kept by the JSON pointer that locates it.
 * @param {any} document the bundled OpenAPI document (parsed JSON)
 * @param {{ writtenIn?: string }} [options] `writtenIn`: the folder of the validators written at
 *   build time (default: the library's own, for the bundle)
 */
export function createSchemaValidator(document, { writtenIn } = {}) {
  // verbose: each error carries the schema object it failed in (`parentSchema`), whose place in the
  // document `places` knows; Ajv's own schemaPath is relative to whichever schema a `$ref` reached.
  // Two validators of the same schemas: most values pass, and whether one does is decided by a
  // validator that stops at the first error and keeps no schema in it, several times cheaper than
  // one that gathers every error; only a value it refuses is validated again for the problems.
  const copies = schemaCopies(document);
  const written = writtenValidators(document, copies, writtenIn);
  /** @type {import('ajv').default | undefined} made with the first schema compiled here */
  let ajv;
  /** @type {import('ajv').default | undefined} made with the first quick validator compiled here */
  let quickAjv;

  /** @type {Map<string, ValidateFunction>} */
  const thoroughOf = new Map();
  /** @type {Map<string, ValidateFunction>} */
  const quickOf = new Map();
  /** @type {Map<string, number>} */
  const usesBeforeQuick = new Map();

  const compileThorough = (/** @type {string} */ pointer) => (ajv ??= documentAjv(copies.registry, { thorough: true })).compile(copies.rootAt(pointer));

  /** The thorough validator of a schema: written ahead, or compiled now. */
  const thorough = (/** @type {string} */ pointer) => {
    const known = thoroughOf.get(pointer);
    if (known) return known;
    /** @type {ValidateFunction} */
    const check = written?.thorough(pointer) ?? compileThorough(pointer);
    thoroughOf.set(pointer, check);
    return check;
  };

  /**
   * The quick validator of a schema: written ahead, or compiled once the schema has been used a
   * while (compiling costs about as much as validating thousands of values, which a run of a few
   * exchanges never does); undefined until then.
   * @returns {ValidateFunction | undefined}
   */
  const quick = (/** @type {string} */ pointer) => {
    const known = quickOf.get(pointer);
    if (known) return known;
    const ahead = written?.quick(pointer);
    if (ahead) {
      quickOf.set(pointer, ahead);
      return ahead;
    }
    const uses = (usesBeforeQuick.get(pointer) ?? 0) + 1;
    usesBeforeQuick.set(pointer, uses);
    // The thorough validator compiles the schema first, checking it against the meta-schema.
    thorough(pointer);
    if (uses < QUICK_AFTER_USES) return undefined;
    const compiled = (quickAjv ??= documentAjv(copies.registry, { thorough: false })).compile(copies.rootAt(pointer));
    quickOf.set(pointer, compiled);
    return compiled;
  };

  /**
   * The failing keyword's pointer in the document: from the schema object it failed in, or from
   * the keyword's own value, when that is an object.
   */
  const keywordPointer = (/** @type {import('ajv').ErrorObject} */ error) => {
    const owner = error.parentSchema && copies.places.get(error.parentSchema);
    if (owner !== undefined) return `${owner}/${escapePointer(error.keyword)}`;
    return error.schema !== null && typeof error.schema === 'object' ? copies.places.get(error.schema) : undefined;
  };

  /**
   * @param {string} pointer JSON pointer of a schema in the document, e.g.
   *   `/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema`
   * @param {unknown} value
   * @returns {SchemaVerdict}
   */
  function validate(pointer, value) {
    if (quick(pointer)?.(value)) return VALID;
    const check = thorough(pointer);
    const valid = check(value);
    const problems = (check.errors ?? []).map((e) => ({
      instancePath: e.instancePath || '/',
      message: `${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}`,
      keyword: e.keyword,
      schemaPath: toDocumentRefs(e.schemaPath),
      schemaPointer: keywordPointer(e) ?? schemaPathInDocument(document, pointer, toDocumentRefs(e.schemaPath)),
      ...(e.keyword === 'required' ? { missingProperty: String(e.params.missingProperty) } : {}),
    }));
    return { valid, problems };
  }

  /** Compiles every component schema now, so that a schema Ajv cannot compile fails at once. */
  function compileAll() {
    const compiler = (ajv ??= documentAjv(copies.registry, { thorough: true }));
    for (const name of Object.keys(document.components?.schemas ?? {})) {
      compiler.getSchema(`${COMPONENTS_ID}#/$defs/${name}`);
    }
  }

  return { validate, compileAll };
}

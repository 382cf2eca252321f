// @ts-check
// Validates JSON values against the schemas of the bundled document with Ajv's JSON Schema 2020-12
// validator. Prism is not an oracle (a schema that fails to compile can pass silently there), so
// examples, mock answers and live answers are all checked here instead, strictly: an unknown keyword
// (a typo such as `maxlenght`) fails compilation rather than being ignored.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { escapePointer, resolvePointer } from './json-pointer.js';
import { schemaPathInDocument } from './schema-walk.js';

/** The verdict on every value a schema takes: one object, frozen (a long recording validates millions). */
const VALID = /** @type {SchemaVerdict} */ (Object.freeze({ valid: true, problems: Object.freeze([]) }));
/** Validations of one schema after which a value of it is first judged by the quick validator. */
const QUICK_AFTER_USES = 200;
const COMPONENTS_ID = 'urn:fulfillment-api:components';
const LOCAL_SCHEMA_REF = '#/components/schemas/';

/** Keywords that OpenAPI 3.1 and this document add to JSON Schema: known, not validated. */
const ANNOTATION_KEYWORDS = ['x-not-shown', 'x-extensible-enum', 'x-personal-data', 'x-outcome', 'x-assigned-by-service', 'discriminator', 'xml', 'externalDocs', 'example'];

/**
 * `x-decimal: { precision, scale }` is SQL's decimal(precision, scale) on a JSON number: at most
 * `scale` digits after the point and `precision - scale` before it. `multipleOf: 0.01` cannot say
 * this, because binary floating point makes 0.07 / 0.01 = 7.000000000000001 (Ajv and Prism reject
 * 0.07). The digits are read from the shortest text that reads back as the same number (what
 * `String(value)` gives, the text a JSON encoder writes), so 0.07 has two and 12.345 three.
 * @param {number} value
 * @param {{ precision: number, scale: number }} decimal
 * @returns {string | undefined} what is wrong, or undefined when the value fits
 */
export function decimalViolation(value, { precision, scale }) {
  if (!Number.isFinite(value)) return `must be a finite number to fit decimal(${precision},${scale})`;
  const [mantissa, exponentText = '0'] = Math.abs(value).toString().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText);
  const fractionDigits = Math.max(0, fraction.length - exponent);
  const wholeDigits = whole === '0' ? 0 : Math.max(0, whole.length + exponent);
  if (fractionDigits > scale) {
    return `must have at most ${scale} digits after the decimal point (decimal(${precision},${scale})), has ${fractionDigits}`;
  }
  if (wholeDigits > precision - scale) {
    return `must have at most ${precision - scale} digits before the decimal point (decimal(${precision},${scale})), has ${wholeDigits}`;
  }
  return undefined;
}

const DECIMAL_KEYWORD = /** @type {import('ajv').FuncKeywordDefinition} */ ({
  keyword: 'x-decimal',
  type: 'number',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { precision: { type: 'integer', minimum: 1 }, scale: { type: 'integer', minimum: 0 } },
    required: ['precision', 'scale'],
    additionalProperties: false,
  },
  errors: true,
  /**
   * @param {{ precision: number, scale: number }} decimal
   * @param {number} value
   */
  validate: function checkDecimal(decimal, value) {
    const problem = decimalViolation(value, decimal);
    if (problem === undefined) return true;
    /** @type {any} */ (checkDecimal).errors = [{ keyword: 'x-decimal', message: problem, params: decimal }];
    return false;
  },
});

/**
 * @param {unknown} node
 * @param {string} pointer where `node` is in the document
 * @param {WeakMap<object, string>} places records the document pointer of every object copied, so that
 *   an error's schema object (Ajv's `parentSchema`) names its place in the document
 * @returns {unknown} a copy in which `#/components/schemas/X` points into the registered components
 */
function toRegistryRefs(node, pointer, places) {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((item, index) => toRegistryRefs(item, `${pointer}/${index}`, places));
  /** @type {Record<string, unknown>} */
  const copy = {};
  places.set(copy, pointer);
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_SCHEMA_REF)
        ? `${COMPONENTS_ID}#/$defs/${value.slice(LOCAL_SCHEMA_REF.length)}`
        : toRegistryRefs(value, `${pointer}/${escapePointer(key)}`, places);
  }
  return copy;
}

/** A schema path of Ajv's, with a component named as the document names it (`#/components/schemas/X`). */
function toDocumentRefs(/** @type {string} */ schemaPath) {
  return schemaPath.startsWith(`${COMPONENTS_ID}#/$defs/`)
    ? `${LOCAL_SCHEMA_REF}${schemaPath.slice(`${COMPONENTS_ID}#/$defs/`.length)}`
    : schemaPath;
}

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
 */

/**
 * Builds a validator over one OpenAPI 3.1 document (the bundle). Each schema is compiled once, the
 * first time it is used, and cached by the JSON pointer that locates it in the document.
 * @param {any} document the bundled OpenAPI document (parsed JSON)
 */
export function createSchemaValidator(document) {
  // verbose: each error carries the schema object it failed in (`parentSchema`), whose place in the
  // document `places` knows; Ajv's own schemaPath is relative to whichever schema a `$ref` reached.
  // Two validators of the same schemas: most values pass, and whether one does is decided by a
  // validator that stops at the first error and keeps no schema in it, several times cheaper than
  // one that gathers every error; only a value it refuses is validated again for the problems.
  /** @type {WeakMap<object, string>} */
  const places = new WeakMap();
  const components = toRegistryRefs(document.components?.schemas ?? {}, '/components/schemas', places);
  const ajvOf = (/** @type {boolean} */ thorough) => {
    // The quick one compiles a schema only after the thorough one has compiled it, checked against
    // the meta-schema (see `validate`), and takes the same components: it does not check them again.
    // The thorough validator compiles every schema used and, once the quick one is made, runs on
    // refused values only: its code is made without Ajv's optimising passes, which cost it more to
    // compile than they save it in running (same problems, same messages).
    const instance = new Ajv2020({ allErrors: thorough, strict: true, strictTypes: false, validateFormats: true, verbose: thorough, validateSchema: thorough, code: { optimize: !thorough } });
    addFormats(instance);
    for (const keyword of ANNOTATION_KEYWORDS) instance.addKeyword(keyword);
    instance.addKeyword(DECIMAL_KEYWORD);
    instance.addSchema({ $id: COMPONENTS_ID, $defs: components });
    return instance;
  };
  const ajv = ajvOf(true);
  /** @type {Ajv2020 | undefined} made with the first quick validator */
  let quickAjv;

  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const quicklyCompiled = new Map();
  /** @type {Map<string, number>} */
  const usesBeforeQuick = new Map();
  /** @type {Map<string, object>} */
  const copies = new Map();
  const copyAt = (/** @type {string} */ pointer) => {
    let copy = copies.get(pointer);
    if (!copy) {
      const schema = resolvePointer(document, pointer);
      if (schema === undefined) throw new Error(`No schema at ${pointer} in the document.`);
      copies.set(pointer, (copy = /** @type {object} */ (toRegistryRefs(schema, pointer, places))));
    }
    return copy;
  };

  /**
   * The failing keyword's pointer in the document: from the schema object it failed in, or (a keyword
   * of ours, whose errors carry no `parentSchema`) from the keyword's own value, when that is an object.
   */
  const keywordPointer = (/** @type {import('ajv').ErrorObject} */ error) => {
    const owner = error.parentSchema && places.get(error.parentSchema);
    if (owner !== undefined) return `${owner}/${escapePointer(error.keyword)}`;
    return error.schema !== null && typeof error.schema === 'object' ? places.get(error.schema) : undefined;
  };

  /**
   * @param {string} pointer JSON pointer of a schema in the document, e.g.
   *   `/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema`
   * @param {unknown} value
   * @returns {SchemaVerdict}
   */
  function validate(pointer, value) {
    // The quick validator is compiled for a schema once it has been used a while: compiling costs
    // about as much as validating thousands of values, which a run of a few exchanges never does.
    let quick = quicklyCompiled.get(pointer);
    let check = compiled.get(pointer);
    if (!quick) {
      const uses = (usesBeforeQuick.get(pointer) ?? 0) + 1;
      usesBeforeQuick.set(pointer, uses);
      // The thorough validator has compiled the schema first (checking it against the meta-schema).
      if (!check) compiled.set(pointer, (check = ajv.compile(copyAt(pointer))));
      if (uses >= QUICK_AFTER_USES) quicklyCompiled.set(pointer, (quick = (quickAjv ??= ajvOf(false)).compile(copyAt(pointer))));
    }
    if (quick?.(value)) return VALID;
    if (!check) compiled.set(pointer, (check = ajv.compile(copyAt(pointer))));
    const valid = /** @type {boolean} */ (check(value));
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
    for (const name of Object.keys(document.components?.schemas ?? {})) {
      ajv.getSchema(`${COMPONENTS_ID}#/$defs/${name}`);
    }
  }

  return { validate, compileAll };
}

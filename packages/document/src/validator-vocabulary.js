// @ts-check
// The Ajv set-up of the document's validator, shared by the validator at run time and by the build
// that writes its code ahead (validator-writer.js): the same options, formats and keywords
// make the same code, whichever of the two compiles it.
import { createRequire } from 'node:module';
import { escapePointer } from './json-pointer.js';

const require = createRequire(import.meta.url);
/**
 * Ajv, ajv-formats and Ajv's code builder, loaded the first time a schema is compiled here: a run
 * that judges with the validators written at build time never loads them (about 0.1 s of CPU at
 * every start, and in every worker thread).
 * @type {{ Ajv2020: typeof import('ajv/dist/2020.js').default, addFormats: typeof import('ajv-formats').default, _: typeof import('ajv/dist/compile/codegen/index.js')._ } | undefined}
 */
let ajvModules;
const ajv = () =>
  (ajvModules ??= {
    Ajv2020: require('ajv/dist/2020.js').default,
    addFormats: require('ajv-formats').default,
    _: require('ajv/dist/compile/codegen/index.js')._,
  });

export const COMPONENTS_ID = 'urn:fulfillment-api:components';
const LOCAL_SCHEMA_REF = '#/components/schemas/';

/** Keywords that OpenAPI 3.1 and this document add to JSON Schema: known, not validated. */
const ANNOTATION_KEYWORDS = ['x-not-shown', 'x-extensible-enum', 'x-personal-data', 'x-outcome', 'x-assigned-by-service', 'x-only-from', 'discriminator', 'xml', 'externalDocs', 'example'];

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

/**
 * `x-decimal` as code Ajv writes into the validator (not a function it holds), so that the code
 * written ahead carries it: there it calls `decimalViolation` through `runtime`, what the loader
 * gives the written code (written-validators.js).
 */
const DECIMAL_KEYWORD = /** @type {import('ajv').CodeKeywordDefinition} */ ({
  keyword: 'x-decimal',
  type: 'number',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { precision: { type: 'integer', minimum: 1 }, scale: { type: 'integer', minimum: 0 } },
    required: ['precision', 'scale'],
    additionalProperties: false,
  },
  error: {
    message: ({ params }) => ajv()._`${params.problem}`,
    params: ({ schemaCode }) => schemaCode,
  },
  code(cxt) {
    const { gen, data, schemaValue } = cxt;
    const { _ } = ajv();
    const violation = gen.scopeValue('func', { ref: decimalViolation, code: _`runtime.decimalViolation` });
    const problem = gen.const('problem', _`${violation}(${data}, ${schemaValue})`);
    cxt.setParams({ problem });
    cxt.fail(_`${problem} !== undefined`);
  },
});

/**
 * @param {unknown} node
 * @param {string} pointer where `node` is in the document
 * @param {WeakMap<object, string>} places records the document pointer of every object copied, so that
 *   an error's schema object (Ajv's `parentSchema`) names its place in the document
 * @returns {unknown} a copy in which `#/components/schemas/X` points into the registered components
 */
export function toRegistryRefs(node, pointer, places) {
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
export function toDocumentRefs(/** @type {string} */ schemaPath) {
  return schemaPath.startsWith(`${COMPONENTS_ID}#/$defs/`)
    ? `${LOCAL_SCHEMA_REF}${schemaPath.slice(`${COMPONENTS_ID}#/$defs/`.length)}`
    : schemaPath;
}

/**
 * One of the validator's two Ajv instances, with the components registered.
 * The quick one stops at the first error and keeps no schema in it; it compiles a schema only after
 * the thorough one has compiled it, checked against the meta-schema, so it does not check again. The
 * thorough one gathers every error with its schema objects (`verbose`), and runs on refused values
 * only: its code is made without Ajv's optimising passes, which cost it more to compile than they
 * save it in running (same problems, same messages).
 * @param {{ $id: string, $defs: Record<string, unknown> }} registry the component schemas as `toRegistryRefs` copies
 *   them, under COMPONENTS_ID
 * @param {{ thorough: boolean, source?: boolean }} options `source`: keep each function's code, to write it ahead
 */
export function documentAjv(registry, { thorough, source = false }) {
  const { Ajv2020, addFormats } = ajv();
  const instance = new Ajv2020({
    allErrors: thorough,
    strict: true,
    strictTypes: false,
    validateFormats: true,
    verbose: thorough,
    validateSchema: thorough,
    code: { optimize: !thorough, source, lines: source },
  });
  addFormats(instance);
  for (const keyword of ANNOTATION_KEYWORDS) instance.addKeyword(keyword);
  instance.addKeyword(DECIMAL_KEYWORD);
  instance.addSchema(registry);
  return instance;
}

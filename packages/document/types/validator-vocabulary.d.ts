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
export function decimalViolation(value: number, { precision, scale }: {
    precision: number;
    scale: number;
}): string | undefined;
/**
 * @param {unknown} node
 * @param {string} pointer where `node` is in the document
 * @param {WeakMap<object, string>} places records the document pointer of every object copied, so that
 *   an error's schema object (Ajv's `parentSchema`) names its place in the document
 * @returns {unknown} a copy in which `#/components/schemas/X` points into the registered components
 */
export function toRegistryRefs(node: unknown, pointer: string, places: WeakMap<object, string>): unknown;
/** A schema path of Ajv's, with a component named as the document names it (`#/components/schemas/X`). */
export function toDocumentRefs(schemaPath: string): string;
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
export function documentAjv(registry: {
    $id: string;
    $defs: Record<string, unknown>;
}, { thorough, source }: {
    thorough: boolean;
    source?: boolean;
}): any;
export const COMPONENTS_ID: "urn:fulfillment-api:components";

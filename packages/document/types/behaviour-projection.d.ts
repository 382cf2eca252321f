/**
 * The behaviour of a document: a copy without its documenting prose, keys in the bundle's order.
 * @param {unknown} document the bundle (spec/dist/openapi.json)
 * @returns {unknown}
 */
export function behaviourOf(document: unknown): unknown;
/**
 * The projection's text as spec's build writes it (stable: same bundle, same bytes).
 * @param {unknown} document
 */
export function behaviourText(document: unknown): string;

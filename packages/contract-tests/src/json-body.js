// @ts-check
// A body is read by several parties of one exchange (its checks, drift, personal-data masking,
// keyword coverage, the link to follow): it is parsed once. The last few texts parsed are
// remembered, and a text seen again (the same string, or an equal one) gives the same value back,
// so whoever reads a parsed body must not change it (masking works on a copy).

/** Texts remembered: the bodies of the exchange being judged, and a few before it. */
const REMEMBERED = 4;
/** @type {string[]} */
const texts = [];
/** @type {Array<{ value: unknown } | { error: Error }>} */
const parsed = [];

/**
 * @param {string} text
 * @returns {unknown} the value of a JSON text
 * @throws {SyntaxError} it is not JSON (the same error each time it is asked)
 */
export function parsedJson(text) {
  for (let index = 0; index < texts.length; index += 1) {
    if (texts[index] !== text) continue;
    const known = parsed[index];
    if ('error' in known) throw known.error;
    return known.value;
  }
  /** @type {{ value: unknown } | { error: Error }} */
  let known;
  try {
    known = { value: JSON.parse(text) };
  } catch (error) {
    known = { error: /** @type {Error} */ (error) };
  }
  texts.unshift(text);
  parsed.unshift(known);
  if (texts.length > REMEMBERED) {
    texts.pop();
    parsed.pop();
  }
  if ('error' in known) throw known.error;
  return known.value;
}

// @ts-check
// The start of a value's JSON text, as a message quotes it (`value {"Packages":[{"Sku":…`): written
// only as far as it is quoted. A failure at the top of a body would otherwise write the whole body
// for its first eighty characters, on every failing exchange of a recording.

/** What a write meets that JSON.parse never makes: the value is then written by JSON.stringify. */
const NOT_PARSED_JSON = Symbol('not parsed JSON');

/**
 * `JSON.stringify(value)?.slice(0, length)`, written no further than `length` for a value as
 * JSON.parse makes them (plain objects, arrays, texts, numbers, booleans, null).
 * @param {unknown} value
 * @param {number} length
 * @returns {string | undefined} undefined for undefined, as JSON.stringify gives
 */
export function jsonStart(value, length) {
  let text = '';
  /** Writes a value until the text is long enough: false once it is. */
  const write = (/** @type {unknown} */ at) => {
    if (at === null || typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean') {
      text += JSON.stringify(at);
    } else if (Array.isArray(at)) {
      text += '[';
      for (let index = 0; index < at.length; index += 1) {
        if (index > 0) text += ',';
        if (text.length >= length || !write(at[index])) return false;
      }
      text += ']';
    } else if (typeof at === 'object' && Object.getPrototypeOf(at) === Object.prototype && typeof (/** @type {any} */ (at).toJSON) !== 'function') {
      text += '{';
      let first = true;
      for (const name in at) {
        const member = /** @type {any} */ (at)[name];
        // (A member JSON.stringify leaves out would change what is written before it is reached.)
        if (!Object.hasOwn(at, name) || member === undefined || typeof member === 'function' || typeof member === 'symbol') throw NOT_PARSED_JSON;
        if (!first) text += ',';
        first = false;
        text += `${JSON.stringify(name)}:`;
        if (text.length >= length || !write(member)) return false;
      }
      text += '}';
    } else {
      throw NOT_PARSED_JSON;
    }
    return text.length < length;
  };
  try {
    write(value);
  } catch (error) {
    if (error !== NOT_PARSED_JSON) throw error;
    return JSON.stringify(value)?.slice(0, length);
  }
  return text.slice(0, length);
}

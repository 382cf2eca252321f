// @ts-check
// A body is read by several parties of one exchange (its checks, drift, keyword coverage, the router):
// it is parsed once, by what holds it (an answer, a request as recorded), the first time one of them
// asks, and every party gets the same value. So whoever reads a parsed body must not change it
// (masking works on a copy), and a verdict on it can be remembered by the value itself (see
// traffic/remembered-verdicts.js). Nothing is remembered by a body's text.

/**
 * The parse a holder keeps, on itself: a symbol-named property no spread, key listing or JSON text
 * shows. Not a WeakMap: an entry a body in a weak table costs every young-generation collection
 * (each holder dies young), about a third of the collector's time in a long `check`. A holder that
 * cannot take a property (frozen) keeps it in `parsedOf`.
 */
const PARSED = Symbol('parsed body');
/** @type {WeakMap<object, { value: unknown } | { error: Error }>} */
const parsedOf = new WeakMap();

/**
 * @param {{ body?: string }} holder an answer or a request, its body a JSON text
 * @returns {unknown} the value of its body
 * @throws {SyntaxError} the body is not JSON (the same error each time it is asked)
 */
export function parsedBody(holder) {
  /** @type {{ value: unknown } | { error: Error } | undefined} */
  let known = /** @type {any} */ (holder)[PARSED] ?? parsedOf.get(holder);
  if (known === undefined) {
    try {
      known = { value: JSON.parse(/** @type {string} */ (holder.body)) };
    } catch (error) {
      known = { error: /** @type {Error} */ (error) };
    }
    if (Object.isExtensible(holder)) Object.defineProperty(holder, PARSED, { value: known });
    else parsedOf.set(holder, known);
  }
  if ('error' in known) throw known.error;
  return known.value;
}

/**
 * Why a text is not JSON, without the text: JSON.parse's message quotes the body around the fault
 * (`Unexpected token ... "Contact":'Jane Doe'...`), and a body may hold a customer's name. Only the
 * place is kept, where the engine gives one.
 * @param {unknown} error what JSON.parse threw
 */
export function notJsonReason(error) {
  const message = String(/** @type {Error} */ (error)?.message ?? error);
  if (/end of JSON input/.test(message)) return 'it ends too soon';
  const at = /at position (\d+)/.exec(message);
  return at ? `at character ${at[1]}` : 'an unexpected character';
}

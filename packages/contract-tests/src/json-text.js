// @ts-check
// JSON text of any depth. Traffic's bodies may nest deeper than the call stack goes (a request body
// nested 100,000 levels is valid JSON, and a finding of its exchange), and JSON.stringify recurses:
// what is written of such an exchange (the HAR, which keeps its body whole) is written with a stack
// of its own instead, past the depth where JSON.stringify gives up. JSON.parse does not recurse.

/**
 * JSON.stringify's text of `value`, at any depth.
 * @param {unknown} value
 * @returns {string}
 */
export function jsonText(value) {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return deepJsonText(value);
  }
}

/** What JSON.stringify leaves out of an object and writes as null in an array. */
const unwritten = (/** @type {unknown} */ value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * @param {unknown} root
 * @returns {string}
 */
function deepJsonText(root) {
  /** @type {string[]} */
  const out = [];
  // Tasks in reverse order: a string is written as it is, a box is a value still to write.
  /** @type {Array<string | [unknown]>} */
  const tasks = [[root]];
  while (tasks.length > 0) {
    const task = /** @type {string | [unknown]} */ (tasks.pop());
    if (typeof task === 'string') {
      out.push(task);
      continue;
    }
    const [value] = task;
    if (Array.isArray(value)) {
      tasks.push(']');
      for (let i = value.length - 1; i >= 0; i -= 1) {
        tasks.push([unwritten(value[i]) ? null : value[i]]);
        if (i > 0) tasks.push(',');
      }
      tasks.push('[');
    } else if (value !== null && typeof value === 'object' && typeof (/** @type {any} */ (value).toJSON) !== 'function') {
      const record = /** @type {Record<string, unknown>} */ (value);
      const names = Object.keys(record).filter((name) => !unwritten(record[name]));
      tasks.push('}');
      for (let i = names.length - 1; i >= 0; i -= 1) {
        tasks.push([record[names[i]]]);
        tasks.push(`${i > 0 ? ',' : ''}${JSON.stringify(names[i])}:`);
      }
      tasks.push('{');
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  }
  return out.join('');
}

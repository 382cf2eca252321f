// Words shared by the messages of the custom rules.

/** `a`, `a or b`, `a, b or c`. */
export function alternatives(items) {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : String(items[0] ?? '');
}

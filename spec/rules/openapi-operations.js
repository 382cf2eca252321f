// Lists the operations of an OpenAPI 3.x document, each with its JSON path, so that rules which
// compare operations with each other (endpoint numbers, inherited servers) read the document the
// same way.

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Every operation under `paths` (and `webhooks`), in document order.
 * @param {unknown} document the resolved document
 * @returns {Array<{ label: string, path: Array<string>, operation: Record<string, unknown>, pathItem: Record<string, unknown> }>}
 */
export function listOperations(document) {
  const found = [];
  if (!isPlainObject(document)) return found;
  for (const section of ['paths', 'webhooks']) {
    const pathItems = document[section];
    if (!isPlainObject(pathItems)) continue;
    for (const [key, pathItem] of Object.entries(pathItems)) {
      if (!isPlainObject(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method];
        if (!isPlainObject(operation)) continue;
        found.push({
          label: `${method.toUpperCase()} ${key}`,
          path: [section, key, method],
          operation,
          pathItem,
        });
      }
    }
  }
  return found;
}

/** A JSON object (not an array, not null). */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

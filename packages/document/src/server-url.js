// @ts-check
// The URL of an OpenAPI server object with its `{variables}` filled in: by their defaults (the
// document's own placeholders, which the mock pins), or by a target's values (a live service).

/**
 * @param {{ url: string }} server
 * @param {(name: string) => string | undefined} valueOf undefined leaves `{name}` as written
 */
function expand(server, valueOf) {
  return String(server.url).replace(/\{([^}]+)\}/g, (whole, name) => valueOf(name) ?? whole);
}

/**
 * Replaces every `{variable}` of a server URL by the variable's default.
 * @param {{ url: string, variables?: Record<string, { default?: unknown }> }} server
 */
export function serverUrlWithDefaults(server) {
  return expand(server, (name) => {
    const value = server.variables?.[name]?.default;
    return typeof value === 'string' ? value : undefined;
  });
}

/**
 * The origin a server stands for with the given values of its variables (`{ base_url:
 * 'https://sandbox.example' }`), without a trailing slash.
 * @param {{ url: string }} server
 * @param {Record<string, string>} values
 * @throws Error naming a variable that has no value
 */
export function serverUrlWith(server, values) {
  return expand(server, (name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for the server variable {${name}}`);
    return value.replace(/\/+$/, '');
  }).replace(/\/+$/, '');
}

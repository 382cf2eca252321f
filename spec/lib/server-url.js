// @ts-check
// The URL of an OpenAPI server object, as its variables' defaults make it.

/**
 * Replaces every `{variable}` of a server URL by the variable's default.
 * @param {{ url: string, variables?: Record<string, { default?: unknown }> }} server
 */
export function serverUrlWithDefaults(server) {
  return String(server.url).replace(/\{([^}]+)\}/g, (whole, name) => {
    const value = server.variables?.[name]?.default;
    return typeof value === 'string' ? value : whole;
  });
}

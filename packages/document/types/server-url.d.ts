/**
 * Replaces every `{variable}` of a server URL by the variable's default.
 * @param {{ url: string, variables?: Record<string, { default?: unknown }> }} server
 */
export function serverUrlWithDefaults(server: {
    url: string;
    variables?: Record<string, {
        default?: unknown;
    }>;
}): string;
/**
 * The origin a server stands for with the given values of its variables (`{ base_url:
 * 'https://sandbox.example' }`), without a trailing slash.
 * @param {{ url: string }} server
 * @param {Record<string, string>} values
 * @throws Error naming a variable that has no value
 */
export function serverUrlWith(server: {
    url: string;
}, values: Record<string, string>): string;

// @ts-check
// Authentication is not shown in the description, so every configured header may carry a
// credential: its value never reaches a report, a log line, a curl line or an error. Everything the
// suite writes goes through `redact`, which also catches a credential a server echoes back.

export const CREDENTIAL_PLACEHOLDER = '<redacted>';

/**
 * @param {Record<string, string>} headers the configured headers (names as given)
 * @returns {(text: string) => string}
 */
export function createRedactor(headers) {
  const secrets = Object.values(headers)
    .filter((value) => typeof value === 'string' && value.length > 0)
    .flatMap((value) => {
      // "Bearer abc" is also leaked by echoing "abc" alone.
      const parts = value.split(/\s+/).filter((part) => part.length >= 4);
      return [value, ...parts];
    })
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let out = String(text);
    for (const secret of secrets) out = out.split(secret).join(CREDENTIAL_PLACEHOLDER);
    return out;
  };
}

// @ts-check
// Authentication is not shown in the description, so every configured header may carry a
// credential: its value never reaches a report, a log line, a curl line or an error. Everything the
// suite writes goes through `redact`, which also catches a credential a server echoes back.
import { SESSION_HEADER } from '@fulfillment-api/mock';

export const CREDENTIAL_PLACEHOLDER = '<redacted>';

/**
 * The mock's session header names a test's state, not a user: reports and curl lines keep it, so
 * that a failure can be replayed in the same session.
 */
export const NOT_A_CREDENTIAL = SESSION_HEADER;

/** @param {string} name */
export const mayHoldCredential = (name) => name.toLowerCase() !== NOT_A_CREDENTIAL;

/**
 * @param {Record<string, string>} headers the configured headers (names as given)
 * @returns {(text: string) => string}
 */
export function createRedactor(headers) {
  const secrets = Object.entries(headers)
    .filter(([name, value]) => mayHoldCredential(name) && typeof value === 'string' && value.length > 0)
    .map(([, value]) => value)
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

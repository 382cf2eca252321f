// @ts-check
// Authentication is not shown in the description, so every configured header may carry a credential
// and is redacted everywhere the suite writes, except the mock's session header: it names a test's
// state, not a user, and reports and curl lines keep it so that a failure can be replayed in the same
// session.
import { SESSION_HEADER } from '@fulfillment-api/mock';

/**
 * The configured headers that may hold a credential.
 * @param {Record<string, string>} headers
 * @returns {Record<string, string>}
 */
export function credentialHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== SESSION_HEADER));
}

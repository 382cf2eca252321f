// @ts-check
// Which configured headers hold a credential. Authentication is not shown in the description, so
// the names decide, by the client's own rule (`isCredentialName` of @fulfillment-api/client:
// Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, and names with token, secret,
// key, signature, password, auth, credential or session in them): what the client hides, the suite
// hides, and every other header (`x-mock-status: 503`, an `Accept-Language`) is written as sent, so
// a curl line or a HAR entry sends the same request when replayed. The mock's session header is
// kept too: it names a test's state, not a user, and a failure replays in the same session.
import { isCredentialName } from '@fulfillment-api/client/public-api';
import { SESSION_HEADER } from '@fulfillment-api/mock';

/**
 * Whether a header of that name is written `[redacted]`.
 * @param {string} name
 */
export function isCredentialHeader(name) {
  return name.toLowerCase() !== SESSION_HEADER && isCredentialName(name);
}

/**
 * The configured headers that hold a credential.
 * @param {Record<string, string>} headers
 * @returns {Record<string, string>}
 */
export function credentialHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => isCredentialHeader(name)));
}

// @ts-check
// A curl command that reproduces an exchange, as a user would paste it into a shell. Configured
// headers (credentials, possibly) appear with a placeholder value.
import { REDACTED } from '@fulfillment-api/client';
import { SESSION_HEADER } from '@fulfillment-api/mock';

/**
 * The mock's session header names a test's state, not a user: reports and curl lines keep it, so
 * that a failure can be replayed in the same session. Every other configured header may hold a
 * credential.
 * @param {string} name
 */
export const mayHoldCredential = (name) => name.toLowerCase() !== SESSION_HEADER;

/**
 * The values of the configured headers that may hold a credential, for the redactor.
 * @param {Record<string, string>} headers
 */
export const credentialValues = (headers) => Object.entries(headers).filter(([name]) => mayHoldCredential(name)).map(([, value]) => value);

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * @param {import('./send-request.js').OutgoingRequest} outgoing
 * @param {string[]} credentialHeaderNames names of the configured headers
 */
export function curlLine(outgoing, credentialHeaderNames) {
  const secret = new Set(credentialHeaderNames.filter(mayHoldCredential).map((name) => name.toLowerCase()));
  const parts = ['curl', '-sS', '-i', '-X', outgoing.method, shellQuote(outgoing.url)];
  for (const [name, value] of Object.entries(outgoing.headers)) {
    parts.push('-H', shellQuote(`${name}: ${secret.has(name.toLowerCase()) ? REDACTED : value}`));
  }
  if (outgoing.body !== undefined) parts.push('--data-raw', shellQuote(outgoing.body));
  return parts.join(' ');
}

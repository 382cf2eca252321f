// @ts-check
// A curl command that reproduces an exchange, as a user would paste it into a shell. Configured
// headers (credentials, possibly) appear with a placeholder value.
import { REDACTED } from '@fulfillment-api/client';

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * @param {import('./send-request.js').OutgoingRequest} outgoing
 * @param {string[]} credentialHeaderNames names of the configured headers
 */
export function curlLine(outgoing, credentialHeaderNames) {
  const secret = new Set(credentialHeaderNames.map((name) => name.toLowerCase()));
  const parts = ['curl', '-sS', '-i', '-X', outgoing.method, shellQuote(outgoing.url)];
  for (const [name, value] of Object.entries(outgoing.headers)) {
    parts.push('-H', shellQuote(`${name}: ${secret.has(name.toLowerCase()) ? REDACTED : value}`));
  }
  if (outgoing.body !== undefined) parts.push('--data-raw', shellQuote(outgoing.body));
  return parts.join(' ');
}

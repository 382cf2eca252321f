// @ts-check
// A curl command that reproduces an exchange, as a user would paste it into a shell. Credential
// headers (see credential-headers.js) appear with a placeholder value, every other header as sent; a
// long body is read from its file in the report directory (see long-body.js), where the line is run.
import { REDACTED } from '@fulfillment-api/client/public-api';
import { isCredentialHeader } from './credential-headers.js';
import { bodyFileOf, isLongBody } from './long-body.js';

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * @param {import('./send-request.js').OutgoingRequest} outgoing
 * @param {string[]} credentialHeaderNames names of the configured headers that hold a credential
 */
export function curlLine(outgoing, credentialHeaderNames) {
  const secret = new Set(credentialHeaderNames.map((name) => name.toLowerCase()));
  const parts = ['curl', '-sS', '-i', '-X', outgoing.method, shellQuote(outgoing.url)];
  for (const [name, value] of Object.entries(outgoing.headers)) {
    const hidden = secret.has(name.toLowerCase()) || isCredentialHeader(name);
    parts.push('-H', shellQuote(`${name}: ${hidden ? REDACTED : value}`));
  }
  if (outgoing.body !== undefined) {
    if (isLongBody(outgoing.body)) parts.push('--data-binary', shellQuote(`@${bodyFileOf(outgoing.body)}`));
    else parts.push('--data-raw', shellQuote(outgoing.body));
  }
  return parts.join(' ');
}

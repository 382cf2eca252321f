/**
 * Keeps credentials out of everything this package shows: error messages, `toString`, `toJSON`,
 * `util.inspect` and the request that an error reports. The description does not show how the
 * service authenticates, so nothing here assumes a scheme: a header, query parameter or body
 * property whose name looks like a credential is hidden, and so is any later appearance of its
 * value (a server that echoes the token back in an error body, for example).
 */

export const REDACTED = '[redacted]';

const CREDENTIAL_NAMES = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
const CREDENTIAL_NAME_PARTS = /token|secret|key|signature|password|passwd|auth|credential|cookie|session/i;
/** The mock's session header names a test's state, not a user: tests and reports need to see it. */
const NOT_CREDENTIALS = new Set(['x-mock-session']);
/**
 * Values shorter than this are hidden by name only, not hunted for elsewhere: scrubbing every `1`
 * from a message would garble it. Pieces of a value (a token after `Bearer `) need more.
 */
const MIN_SECRET_VALUE = 4;
const MIN_SECRET_PIECE = 8;
/** Words that start a credential but are not secret themselves. */
const AUTH_SCHEMES = new Set(['bearer', 'basic', 'digest', 'token', 'apikey', 'hmac', 'negotiate']);

/** Whether a header, query parameter or property name looks like it holds a credential. */
export function isCredentialName(name: string): boolean {
  const lower = name.toLowerCase();
  if (NOT_CREDENTIALS.has(lower)) return false;
  return CREDENTIAL_NAMES.has(lower) || CREDENTIAL_NAME_PARTS.test(lower);
}

/**
 * The secret values met while describing one request, so that they can be scrubbed from
 * whatever comes back (an error body may echo them).
 */
export class SecretValues {
  readonly #values = new Set<string>();

  add(value: string): void {
    if (value.length < MIN_SECRET_VALUE) return;
    this.#values.add(value);
    for (const piece of value.split(/[\s,;=:]+/)) {
      if (piece.length >= MIN_SECRET_PIECE && !AUTH_SCHEMES.has(piece.toLowerCase())) this.#values.add(piece);
    }
  }

  /** `text` with every known secret replaced by `[redacted]`, longest first. */
  scrub(text: string): string {
    if (this.#values.size === 0) return text;
    let out = text;
    for (const value of [...this.#values].sort((a, b) => b.length - a.length)) {
      if (out.includes(value)) out = out.split(value).join(REDACTED);
      // A secret may also appear percent-encoded (in a URL).
      const encoded = encodeURIComponent(value);
      if (encoded !== value && out.includes(encoded)) out = out.split(encoded).join(REDACTED);
    }
    return out;
  }
}

/**
 * For a tool that prints what it sent with credentials of its own (the contract suite): replaces
 * each of `values` in a text by `[redacted]`, percent-encoded or as the token after `Bearer ` too.
 */
export function createRedactor(values: Iterable<string>): (text: string) => string {
  const secrets = new SecretValues();
  for (const value of values) secrets.add(value);
  return (text) => secrets.scrub(String(text));
}

/** Headers as a plain object (lower-case names), credential values replaced. */
export function redactHeaders(headers: Headers, secrets: SecretValues): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (isCredentialName(name)) {
      secrets.add(value);
      out[name] = REDACTED;
    } else {
      out[name] = value;
    }
  });
  // A credential may hide under an innocent name; scrub the others once all secrets are known.
  for (const name of Object.keys(out)) if (out[name] !== REDACTED) out[name] = secrets.scrub(out[name]!);
  return out;
}

/**
 * A URL with its user information and every credential-like query parameter hidden. Text that
 * does not parse as a URL is returned scrubbed only.
 */
export function redactUrl(url: string, secrets: SecretValues): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return secrets.scrub(url);
  }
  const hasUserInfo = parsed.username !== '' || parsed.password !== '';
  if (parsed.username) secrets.add(decodeQueryComponent(parsed.username));
  if (parsed.password) secrets.add(decodeQueryComponent(parsed.password));
  let hidden = false;
  // Rebuilt by hand so that the parameters left alone keep their exact encoding.
  const pairs = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      if (!isCredentialName(decodeQueryComponent(rawName))) return pair;
      secrets.add(decodeQueryComponent(separator === -1 ? '' : pair.slice(separator + 1)));
      hidden = true;
      return `${rawName}=${REDACTED}`;
    });
  if (!hasUserInfo && !hidden) return secrets.scrub(url);
  const userInfo = hasUserInfo ? `${REDACTED}@` : '';
  const query = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return secrets.scrub(`${parsed.protocol}//${userInfo}${parsed.host}${parsed.pathname}${query}${parsed.hash}`);
}

function decodeQueryComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A deep copy of a JSON-like value in which credential-like property names have their values
 * hidden and every known secret is scrubbed from strings.
 */
export function redactValue(value: unknown, secrets: SecretValues, depth = 0): unknown {
  if (typeof value === 'string') return secrets.scrub(value);
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isCredentialName(key) ? REDACTED : redactValue(item, secrets, depth + 1);
  }
  return out;
}

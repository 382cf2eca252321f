/**
 * An origin a user gives (an option, a flag). The document's servers add each operation's port to
 * `{base_url}`, so a port written there, even the scheme's default, would make an invalid URL later,
 * inside a call: it is refused here, in words that follow the name of what was given.
 */

export interface OriginRules {
  /** Whether a port may be written (a mock's URL), or not (a server variable). */
  portAllowed: boolean;
}

export type OriginProblemKind = 'not-a-string' | 'empty' | 'white-space' | 'not-absolute' | 'scheme' | 'not-scheme-host' | 'user-info' | 'port' | 'path';

export type ParsedOrigin =
  | { origin: string; problem?: undefined; kind?: undefined }
  | { origin?: undefined; problem: string; kind: OriginProblemKind };

/**
 * `value` as an origin (http(s), a host, a port where allowed; a trailing slash tolerated), or the
 * problem in words that follow a name: `must not have a port (got 'http://h:80')`. A value holding
 * `@` (a credential, maybe) is not repeated.
 */
export function parseOrigin(value: unknown, { portAllowed }: OriginRules): ParsedOrigin {
  const fail = (kind: OriginProblemKind, problem: string): ParsedOrigin => ({ problem, kind });
  if (typeof value !== 'string') return fail('not-a-string', `must be a string, got ${value === null ? 'null' : typeof value}`);
  const shown = showValue(value);
  if (value === '') return fail('empty', 'is empty');
  if (value.trim() !== value || /\s/.test(value)) return fail('white-space', `contains white space (${shown})`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('not-absolute', `is not an absolute URL (${shown})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('scheme', `must use http or https, not ${url.protocol} (${shown})`);
  if (!/^https?:\/\/[^/\\]/i.test(value)) return fail('not-scheme-host', `is not written as scheme://host (${shown})`);
  if (url.username !== '' || url.password !== '') return fail('user-info', 'must not carry a user name or password (user:password@)');
  if (!portAllowed && hasExplicitPort(value)) return fail('port', `must not have a port (${shown})`);
  const rest = value.slice(value.indexOf('//') + 2).replace(/^[^/?#]*/, '');
  if (rest !== '' && rest !== '/') return fail('path', `must have no path, query or fragment (${shown})`);
  return { origin: `${url.protocol}//${url.host}` };
}

/** Whether the URL names a port, even the scheme's default (which URL drops). */
function hasExplicitPort(value: string): boolean {
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const afterHost = host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host;
  return afterHost.includes(':');
}

/** The value for a message, unless it may hold a credential. */
function showValue(value: string): string {
  return value.includes('@') ? 'value not shown: it contains "@"' : `got '${value}'`;
}

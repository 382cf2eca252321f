import { describe, expect, it } from 'vitest';
import { createRedactor, isCredentialName, redactHeaders, redactUrl, redactValue, SecretValues } from '../src/redact.js';

describe('isCredentialName', () => {
  it.each([
    'Authorization',
    'proxy-authorization',
    'Cookie',
    'set-cookie',
    'X-Api-Key',
    'X-Auth-Token',
    'X-Client-Secret',
    'X-Signature',
    'password',
    'api_key',
    'access_token',
    'X-Session-Id',
  ])('%s looks like a credential', (name) => {
    expect(isCredentialName(name)).toBe(true);
  });

  it.each(['Content-Type', 'Accept', 'X-Request-Id', 'lang', 'idType', 'PackageId', 'TrackingNumbers', '__server', 'x-mock-session', 'X-Mock-Session'])(
    '%s does not',
    (name) => {
      expect(isCredentialName(name)).toBe(false);
    },
  );
});

describe('redactUrl', () => {
  it.each([
    ['leaves a plain URL as it is', 'https://a.example:83/v1/trackings?lang=en', 'https://a.example:83/v1/trackings?lang=en'],
    ['hides user information', 'https://me:pw-123456789@a.example/v1/x', 'https://[redacted]@a.example/v1/x'],
    ['hides a credential query parameter, keeps the others exactly', 'https://a.example/x?lang=en&access_token=abcdefgh123&q=a%20b', 'https://a.example/x?lang=en&access_token=[redacted]&q=a%20b'],
    ['scrubs text that is no URL', 'not a url', 'not a url'],
  ])('%s', (_name, url, want) => {
    expect(redactUrl(url, new SecretValues())).toBe(want);
  });
});

describe('SecretValues', () => {
  it('scrubs a value and its long pieces, also percent-encoded, but not the auth scheme', () => {
    const secrets = new SecretValues();
    secrets.add('Bearer abcdefgh12345678');
    expect(secrets.scrub('Authorization: Bearer abcdefgh12345678')).toBe('Authorization: [redacted]');
    expect(secrets.scrub('token=abcdefgh12345678 used')).toBe('token=[redacted] used');
    expect(secrets.scrub('Bearer tokens are fine')).toBe('Bearer tokens are fine');
    const encoded = new SecretValues();
    encoded.add('a/b+c=d&e12345');
    expect(encoded.scrub(`x?k=${encodeURIComponent('a/b+c=d&e12345')}`)).toBe('x?k=[redacted]');
  });

  it('redactHeaders hides credential headers and echoes of their values elsewhere', () => {
    const secrets = new SecretValues();
    const headers = new Headers({ Authorization: 'Bearer abcdefgh12345678', 'X-Debug': 'sent abcdefgh12345678', Accept: 'application/json' });
    expect(redactHeaders(headers, secrets)).toEqual({
      authorization: '[redacted]',
      'x-debug': 'sent [redacted]',
      accept: 'application/json',
    });
  });

  it('redactValue hides credential-like properties and known secrets, deeply', () => {
    const secrets = new SecretValues();
    secrets.add('abcdefgh12345678');
    expect(redactValue({ A: [{ ApiKey: 'x', Note: 'was abcdefgh12345678' }], N: 3 }, secrets)).toEqual({
      A: [{ ApiKey: '[redacted]', Note: 'was [redacted]' }],
      N: 3,
    });
  });
});

describe('createRedactor', () => {
  const redact = createRedactor(['Bearer tok_0123456789', 'k-42-secret']);

  it('replaces a whole value, the token after its scheme, and a percent-encoded echo', () => {
    expect(redact('sent Bearer tok_0123456789, echoed tok_0123456789 and k-42-secret')).toBe('sent [redacted], echoed [redacted] and [redacted]');
    expect(redact('GET /v1/x?auth=Bearer%20tok_0123456789')).toBe('GET /v1/x?auth=[redacted]');
  });

  it('leaves the scheme word and text without a secret alone', () => {
    expect(redact('Bearer is the scheme; nothing secret here')).toBe('Bearer is the scheme; nothing secret here');
  });
});

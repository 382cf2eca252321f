import { describe, expect, it } from 'vitest';
import { parseOrigin } from '../src/origin.js';

describe('parseOrigin', () => {
  it.each([
    ['a scheme and host', 'https://api.example.com', 'https://api.example.com'],
    ['a trailing slash', 'https://api.example.com/', 'https://api.example.com'],
    ['upper case host', 'https://API.Example.com', 'https://api.example.com'],
    ['an IPv6 host', 'http://[::1]', 'http://[::1]'],
  ])('%s: takes it', (_name, given, want) => {
    expect(parseOrigin(given, { portAllowed: false })).toEqual({ origin: want });
  });

  it.each([
    ['an explicit port', 'http://127.0.0.9:8080', 'port', "must not have a port (got 'http://127.0.0.9:8080')"],
    ["http's default port written out", 'http://127.0.0.9:80', 'port', "must not have a port (got 'http://127.0.0.9:80')"],
    ["https's default port written out", 'https://api.example.com:443/', 'port', "must not have a port (got 'https://api.example.com:443/')"],
    ['an IPv6 host with a port', 'http://[::1]:80', 'port', "must not have a port (got 'http://[::1]:80')"],
    ['an empty port', 'http://api.example.com:', 'port', "must not have a port (got 'http://api.example.com:')"],
    ['a path', 'https://api.example.com/v1', 'path', "must have no path, query or fragment (got 'https://api.example.com/v1')"],
    ['a query', 'https://api.example.com?x=1', 'path', "must have no path, query or fragment (got 'https://api.example.com?x=1')"],
    ['another scheme', 'ftp://api.example.com', 'scheme', "must use http or https, not ftp: (got 'ftp://api.example.com')"],
    ['no scheme', 'api.example.com', 'not-absolute', "is not an absolute URL (got 'api.example.com')"],
    ['user information, not repeated', 'https://user:pw@api.example.com', 'user-info', 'must not carry a user name or password (user:password@)'],
    ['white space', ' https://api.example.com', 'white-space', "contains white space (got ' https://api.example.com')"],
    ['empty', '', 'empty', 'is empty'],
    ['not a string', 80, 'not-a-string', 'must be a string, got number'],
  ])('%s: refused', (_name, given, kind, problem) => {
    expect(parseOrigin(given, { portAllowed: false })).toEqual({ kind, problem });
  });

  it('takes a port where one is allowed (a mock), the default one dropped as URL does', () => {
    expect(parseOrigin('http://127.0.0.1:4010/', { portAllowed: true })).toEqual({ origin: 'http://127.0.0.1:4010' });
    expect(parseOrigin('http://127.0.0.1:80', { portAllowed: true })).toEqual({ origin: 'http://127.0.0.1' });
  });

  it('never repeats a value that holds "@"', () => {
    expect(parseOrigin('https://api.example.com/@token', { portAllowed: false }).problem).toBe('must have no path, query or fragment (value not shown: it contains "@")');
  });
});

import { describe, expect, it } from 'vitest';
import { createRedactor } from '@fulfillment-api/client';
import { loadBundle } from '@fulfillment-api/document';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proxyJudgeOnThisThread } from '../src/proxy/proxy-judge.js';
import { credentialHeaders } from '../src/credential-headers.js';
import { curlLine } from '../src/curl-line.js';

describe('credentials', () => {
  const redact = createRedactor(Object.values({ Authorization: 'Bearer tok_0123456789', 'X-Api-Key': 'k-42-secret' }));

  it('replaces a whole value and the words of it a server might echo', () => {
    expect(redact('sent Bearer tok_0123456789, echoed tok_0123456789 and k-42-secret')).toBe('sent [redacted], echoed [redacted] and [redacted]');
  });

  it('writes curl lines with a placeholder for a credential header, quoting for a POSIX shell', () => {
    const line = curlLine(
      { method: 'POST', url: "http://127.0.0.3:83/v1/trackings", headers: { accept: 'application/json', Authorization: 'Bearer tok_0123456789' }, body: `{"Name":"O'Brien"}` },
      ['authorization'],
    );
    expect(line).toBe(`curl -sS -i -X POST 'http://127.0.0.3:83/v1/trackings' -H 'accept: application/json' -H 'Authorization: [redacted]' --data-raw '{"Name":"O'\\''Brien"}'`);
  });

  it('redacts credentials only: a configured header that is no credential is written as sent, so the line sends the same request', () => {
    const configured = { Authorization: 'Bearer tok_0123456789', Cookie: 'sid=s3cr3t-cookie', 'X-Api-Key': 'k-42-secret', 'x-mock-status': '503', 'Accept-Language': 'en' };
    const names = Object.keys(credentialHeaders(configured));
    expect(names).toEqual(['Authorization', 'Cookie', 'X-Api-Key']);
    const line = createRedactor(Object.values(credentialHeaders(configured)))(
      curlLine({ method: 'GET', url: 'http://127.0.0.3:82/v1/outboundOrders/A/status', headers: { accept: 'application/json', ...configured } }, names),
    );
    expect(line).toBe(
      "curl -sS -i -X GET 'http://127.0.0.3:82/v1/outboundOrders/A/status' -H 'accept: application/json' -H 'Authorization: [redacted]' " +
        "-H 'Cookie: [redacted]' -H 'X-Api-Key: [redacted]' -H 'x-mock-status: 503' -H 'Accept-Language: en'",
    );
  });

  it('redacts an Authorization or Cookie header even when it was not configured (a header of the target, say)', () => {
    const line = curlLine({ method: 'GET', url: 'http://127.0.0.3:82/x', headers: { authorization: 'Basic dXNlcjpwYXNz', cookie: 'a=b', 'x-mock-status': '503' } }, []);
    expect(line).toBe("curl -sS -i -X GET 'http://127.0.0.3:82/x' -H 'authorization: [redacted]' -H 'cookie: [redacted]' -H 'x-mock-status: 503'");
  });

  it("keeps the mock's session header, which names a test's state, not a user", () => {
    const configured = { Authorization: 'Bearer tok_0123456789', 'x-mock-session': 'nightly-contract-run' };
    const withSession = createRedactor(Object.values(credentialHeaders(configured)));
    expect(withSession('session nightly-contract-run, token tok_0123456789')).toBe('session nightly-contract-run, token [redacted]');
    const line = curlLine({ method: 'GET', url: 'http://127.0.0.3:82/v1/outboundOrders/A/status', headers: { 'x-mock-session': 'nightly-contract-run' } }, Object.keys(credentialHeaders({ 'x-mock-session': 'nightly-contract-run' })));
    expect(line).toBe(`curl -sS -i -X GET 'http://127.0.0.3:82/v1/outboundOrders/A/status' -H 'x-mock-session: nightly-contract-run'`);
  });

  it("the proxy's HAR redacts an application's own credential headers on an exchange no operation matches", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'proxy-credentials-'));
    try {
      const settings = { target: 'sandbox', serverVariables: {}, origin: 'http://127.0.0.3:81', headers: {}, checks: ['not_a_server_error'], reportDir: dir, allowEmpty: true };
      const judge = proxyJudgeOnThisThread({ settings: /** @type {any} */ (settings), redact: (text) => text, document: loadBundle() });
      const headers = [
        { name: 'X-Api-Key', value: 'k-42-secret' },
        { name: 'x-auth-token', value: 'tok_0123456789' },
        { name: 'Authorization', value: 'Bearer tok_9876543210' },
        { name: 'Accept-Language', value: 'en' },
      ];
      judge.judgeEntry({ startedDateTime: new Date().toISOString(), time: 1, request: { method: 'GET', url: 'http://127.0.0.3:81/v1/nothingHere', headers }, response: { status: 404, headers: [], content: { size: 0, mimeType: 'application/json', text: '' } }, timings: { wait: 1 } });
      await judge.finish();
      const har = await readFile(join(dir, 'exchanges.har'), 'utf8');
      for (const secret of ['k-42-secret', 'tok_0123456789', 'tok_9876543210']) expect(har).not.toContain(secret);
      expect(JSON.parse(har).log.entries[0].request.headers).toEqual([
        { name: 'X-Api-Key', value: '[redacted]' },
        { name: 'x-auth-token', value: '[redacted]' },
        { name: 'Authorization', value: '[redacted]' },
        { name: 'Accept-Language', value: 'en' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

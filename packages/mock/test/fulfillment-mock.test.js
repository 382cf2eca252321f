import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { PRISM_VERSION } from '../src/start-mock.js';

const BIN = fileURLToPath(new URL('../bin/fulfillment-mock.js', import.meta.url));
const PARCELS = fileURLToPath(new URL('./fixtures/parcels.openapi.json', import.meta.url));

/** @type {import('node:child_process').ChildProcess[]} */
const started = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** @param {Record<string, string>} env */
function runCli(env) {
  const child = spawn(process.execPath, [BIN], {
    env: { ...process.env, MOCK_DOCUMENT: PARCELS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const run = { child, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (run.stdout += chunk));
  child.stderr.on('data', (chunk) => (run.stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return Object.assign(run, { exited });
}

describe('fulfillment-mock (the pnpm mock CLI)', () => {
  it.each([
    ['MOCK_PORT=abc', { MOCK_PORT: 'abc' }, 'MOCK_PORT must be an integer from 1 to 65535; got "abc"'],
    ['MOCK_PORT=70000', { MOCK_PORT: '70000' }, 'MOCK_PORT must be an integer from 1 to 65535; got "70000"'],
    ['MOCK_PORT=-1', { MOCK_PORT: '-1' }, 'MOCK_PORT must be an integer from 1 to 65535; got "-1"'],
    ['MOCK_HOST as a URL', { MOCK_HOST: 'http://localhost' }, 'MOCK_HOST must be a host name or an IP address'],
    ['MOCK_LOG=loud', { MOCK_LOG: 'loud' }, 'MOCK_LOG must be one of trace, debug, info, warn, error, fatal, silent; got "loud"'],
  ])('refuses %s with a clear message and exit code 2', async (_name, env, message) => {
    const run = runCli(env);
    expect(await run.exited).toEqual({ code: 2, signal: null });
    expect(run.stderr).toContain(`fulfillment-mock: ${message}`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('says what is missing when the document does not exist (exit code 1)', async () => {
    const run = runCli({ MOCK_DOCUMENT: '/nonexistent/openapi.json', MOCK_PORT: String(await freePort()) });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.stderr.trim()).toBe('fulfillment-mock: The bundled OpenAPI document /nonexistent/openapi.json is missing. Bundle the document: run `pnpm generate` at the repository root.');
  });

  it('serves, prints the routes with their origins and a curl line, and stops on SIGTERM', async () => {
    const port = await freePort();
    const run = runCli({ MOCK_PORT: String(port) });
    await expect
      .poll(() => run.stdout, { timeout: 30_000, interval: 100 })
      .toContain('Stop with Ctrl-C.');

    expect(run.stdout).toContain(`Fulfillment API mock: Prism ${PRISM_VERSION} listening on http://127.0.0.1:${port}`);
    const table = run.stdout.slice(run.stdout.indexOf('  #  '));
    expect(table).toMatch(
      /^ {2}1 +GET +\/v1\/parcels\/\{parcelId\}\/status +getParcelStatus +read +https:\/\/api\.fixture\.example:83, https:\/\/eu\.fixture\.example:86$/m,
    );
    expect(table).toMatch(/^ {2}2 +POST +\/v1\/parcels +createParcel +create +https:\/\/eu\.fixture\.example:86$/m);
    expect(table).toMatch(/^ {2}3 +POST +\/v1\/quotes +quoteParcel +read +https:\/\/eu\.fixture\.example$/m);

    const curl = run.stdout.match(/curl -s '([^']+)'/);
    expect(curl?.[1]).toBe(
      `http://127.0.0.1:${port}/v1/parcels/P-0001/status?__server=https%3A%2F%2Fapi.fixture.example%3A83`,
    );
    const answer = await fetch(curl[1]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ParcelId: 'P-0001', Status: 'Open' });
    // One log line per request, the path without its query string.
    await expect.poll(() => run.stdout).toMatch(/^GET \/v1\/parcels\/P-0001\/status 200 \d+ ms$/m);
    expect(run.stdout).not.toContain('__server=https%3A%2F%2Fapi.fixture.example%3A83 200');

    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.stdout).toContain('SIGTERM: stopping');
    await expect(fetch(curl[1])).rejects.toThrow();
  });
});

// Settings from flags, environment and config file; bad usage exits 2 with a message that names the
// flag, variable or key, and never repeats a header's value.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { loadBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../src/checks/index.js';
import { main } from '../src/cli.js';
import { resolveSettings, UsageError } from '../src/run-settings.js';
import configSchema from '../src/config.schema.json' with { type: 'json' };

const document = loadBundle();
const EXAMPLE_CONFIG = fileURLToPath(new URL('../contract.config.example.yaml', import.meta.url));
let dir;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-settings-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function configFile(name, text) {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const settle = (argv, env = {}) => resolveSettings(argv, env, document);

describe('settings', () => {
  it('default to the mock, every check, no pacing', () => {
    expect(settle([])).toMatchObject({ target: 'mock', checks: CHECK_NAMES, strict: false, rateLimitPerSecond: Infinity, headers: {} });
  });

  it('accept the committed example config', () => {
    const settings = settle(['--config', EXAMPLE_CONFIG, '--target', 'sandbox']);
    expect(settings.serverVariables).toEqual({ base_url: 'https://sandbox.fulfillment.example', eu_base_url: 'https://eu.sandbox.fulfillment.example' });
    expect(settings.inputs.getOutboundOrderStatus).toEqual({ path: { packageId: 'OB-20261120-7001' } });
    expect(settings.rateLimitPerSecond).toBe(5);
  });

  it('take the environment over the file, and flags over the environment', () => {
    const env = { FULFILLMENT_BASE_URL: 'https://env.example', FULFILLMENT_HEADERS: '{"X-Contract-Run":"env","Authorization":"Bearer e"}' };
    const fromEnv = settle(['--config', EXAMPLE_CONFIG, '--target', 'sandbox'], env);
    expect(fromEnv.serverVariables.base_url).toBe('https://env.example');
    expect(fromEnv.headers).toEqual({ 'X-Contract-Run': 'env', Authorization: 'Bearer e' });
    const fromFlags = settle(['--config', EXAMPLE_CONFIG, '--target', 'sandbox', '--base-url', 'https://flag.example', '-H', 'Authorization: Bearer f'], env);
    expect(fromFlags.serverVariables.base_url).toBe('https://flag.example');
    expect(fromFlags.headers.Authorization).toBe('Bearer f');
  });

  it('offer a flag and a variable for every server variable of the document', () => {
    const settings = settle(['--target', 'production', '--base-url', 'https://a.example'], { FULFILLMENT_EU_BASE_URL: 'https://b.example/' });
    expect(settings.serverVariables).toEqual({ base_url: 'https://a.example', eu_base_url: 'https://b.example' });
    expect(settings.rateLimitPerSecond).toBe(5);
  });

  it('name the same checks in the config schema as the suite runs', () => {
    expect(configSchema.$defs.checkList.items.enum).toEqual(CHECK_NAMES);
  });

  it.each([
    ['an unknown target', ['--target', 'staging'], {}, '--target must be one of mock, sandbox, production'],
    ['an unknown flag', ['--bogus'], {}, "Unknown option '--bogus'"],
    ['a live target without its hosts', ['--target', 'sandbox'], {}, '{base_url}: pass --base-url, set FULFILLMENT_BASE_URL'],
    ['a host with a path', ['--target', 'sandbox', '--base-url', 'https://a.example/v1', '--eu-base-url', 'https://b.example'], {}, '--base-url (FULFILLMENT_BASE_URL) must be a scheme and host'],
    ["http's default port written out", ['--target', 'sandbox', '--base-url', 'http://127.0.0.9:80', '--eu-base-url', 'https://b.example'], {}, "--base-url (FULFILLMENT_BASE_URL) must be a scheme and host without port or path, like https://sandbox.example.com; this one must not have a port (got 'http://127.0.0.9:80')"],
    ["https's default port written out", ['--target', 'sandbox', '--base-url', 'https://a.example', '--eu-base-url', 'https://b.example:443/'], {}, "--eu-base-url (FULFILLMENT_EU_BASE_URL) must be a scheme and host without port or path, like https://sandbox.example.com; this one must not have a port (got 'https://b.example:443/')"],
    ['a host with a port, from the environment', ['--target', 'sandbox', '--base-url', 'https://a.example'], { FULFILLMENT_EU_BASE_URL: 'https://b.example:8443' }, "--eu-base-url (FULFILLMENT_EU_BASE_URL) must be a scheme and host without port or path, like https://sandbox.example.com; this one must not have a port (got 'https://b.example:8443')"],
    ['a host with user information, not repeated', ['--target', 'sandbox', '--base-url', 'https://user:hunter2@a.example', '--eu-base-url', 'https://b.example'], {}, 'this one must not carry a user name or password (user:password@)'],
    ['an unknown check', ['--checks', 'not_a_server_error,speling'], {}, '--checks: unknown check speling'],
    ['no check left', ['--checks', 'max_response_time', '--exclude-checks', 'max_response_time'], {}, 'leave no check to run'],
    ['an unknown operation', ['--operations', 'getOrder'], {}, '--operations: the document has no operation getOrder'],
    ['a bad rate limit', ['--rate-limit', 'fast'], {}, '--rate-limit must look like 5/s'],
    ['a bad response time', ['--max-response-time', '2s'], {}, '--max-response-time must be a whole number'],
    ['a coverage floor above 100', ['--min-coverage', '120'], {}, '--min-coverage must be a percent of request locations from 0 to 100, not "120"'],
    ['a coverage floor that is not a number', ['--min-coverage', '95%'], {}, '--min-coverage must be a percent'],
    ['a header without a colon', ['-H', 'Authorization Bearer hunter2'], {}, '-H: a header must look like "Name: value"'],
    ['FULFILLMENT_HEADERS not JSON', [], { FULFILLMENT_HEADERS: 'Authorization=hunter2' }, 'FULFILLMENT_HEADERS must be a JSON object'],
  ])('refuse %s', (_name, argv, env, says) => {
    let error;
    try {
      settle(argv, env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toContain(says);
    expect(error.message).not.toContain('hunter2');
  });

  it.each([
    ['an unknown top-level key', 'targts: {}\n', 'targts: is not a known key'],
    ['an unknown target key', 'targets:\n  sandbox:\n    baseUrl: https://a.example\n', 'targets.sandbox.baseUrl: is not a known key'],
    ['a header value that is not a string', 'targets:\n  sandbox:\n    headers: { X-Key: 42 }\n', 'targets.sandbox.headers.X-Key: must be string'],
    ['an operation input of the wrong shape', 'operations:\n  getOutboundOrderStatus: { params: {} }\n', 'operations.getOutboundOrderStatus.params: is not a known key'],
    ['an operation the document does not have', 'operations:\n  getOrder: { path: { id: "1" } }\n', 'operations.getOrder: the document has no operation getOrder'],
    ['a server variable the document does not have', 'targets:\n  sandbox:\n    serverVariables: { bas_url: "https://a.example" }\n', 'targets.sandbox.serverVariables.bas_url: the document has no server variable bas_url'],
    ['a check name misspelt', 'checks: [not_a_server_eror]\n', 'checks.0: must be equal to one of the allowed values'],
    ['YAML that does not parse', 'targets: [\n', 'not valid YAML'],
  ])('refuse a config with %s, naming the key', async (name, text, says) => {
    const path = await configFile(`${name.replaceAll(' ', '-')}.yaml`, text);
    expect(() => settle(['--config', path, '--target', 'sandbox', '--base-url', 'https://a.example', '--eu-base-url', 'https://b.example'])).toThrow(says);
  });

  it('refuse a config whose server variable has a port, saying where it was given', async () => {
    const path = await configFile('port.yaml', 'targets:\n  sandbox:\n    serverVariables: { base_url: "http://a.example:80", eu_base_url: "https://b.example" }\n');
    expect(() => settle(['--config', path, '--target', 'sandbox'])).toThrow(
      "--base-url (FULFILLMENT_BASE_URL) must be a scheme and host without port or path, like https://sandbox.example.com; this one must not have a port (got 'http://a.example:80') (given in --config at targets.sandbox.serverVariables.base_url)",
    );
  });
});

describe('the command', () => {
  const run = async (argv, env = {}) => {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, env, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
    return { code, stdout, stderr };
  };

  it('exits 2 on bad usage, with the reason on stderr and nothing sent', async () => {
    const result = await run(['--target', 'production']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^fulfillment-contract: --target production needs \{base_url\}/);
    expect(result.stdout).toBe('');
  });

  it('exits 2 on a base URL with a port, naming the flag, before anything is sent', async () => {
    const listener = createServer();
    let connections = 0;
    listener.on('connection', (socket) => {
      connections += 1;
      socket.destroy();
    });
    const host = randomLoopbackAddress();
    await new Promise((resolve) => listener.listen(0, host, resolve));
    try {
      const origin = `http://${host}:${listener.address().port}`;
      const result = await run(['--target', 'sandbox', '--base-url', origin, '--eu-base-url', origin]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`fulfillment-contract: --base-url (FULFILLMENT_BASE_URL) must be a scheme and host without port or path, like https://sandbox.example.com; this one must not have a port (got '${origin}')\nRun with --help for the options.\n`);
      expect(result.stdout).toBe('');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('starts its mock on MOCK_HOST: every request of the run goes to that loopback address', async () => {
    const host = randomLoopbackAddress();
    const reportDir = join(dir, 'mock-host');
    const result = await run(['--operations', 'getTrackings', '--phases', 'examples', '--report-dir', reportDir], { MOCK_HOST: host });
    expect(result.code, result.stderr + result.stdout.slice(-1500)).toBe(0);
    const { entries } = JSON.parse(readFileSync(join(reportDir, 'exchanges.har'), 'utf8')).log;
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => new URL(entry.request.url).hostname))).toEqual(new Set([host]));
  });

  it('exits 2 on a MOCK_HOST that is a URL, naming it', async () => {
    const result = await run(['--operations', 'getTrackings'], { MOCK_HOST: 'http://127.0.0.9' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('MOCK_HOST must be a host name or an IP address');
  });

  it('exits 2 on a config that does not exist', async () => {
    const result = await run(['--config', join(dir, 'missing.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('missing.yaml: cannot read it (ENOENT)');
  });

  it('exits 2 when it cannot write its reports, without repeating a credential', async () => {
    const blocker = await configFile('not-a-directory', 'a file where the report directory should be');
    const result = await run(['--operations', 'getTrackings', '--checks', 'not_a_server_error', '--report-dir', join(blocker, 'reports'), '-H', 'Authorization: Bearer hunter2-secret']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^fulfillment-contract: could not complete the run: .*not-a-directory/);
    expect(result.stdout + result.stderr).not.toContain('hunter2-secret');
  });

  it('prints its options with --help, exit 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--eu-base-url URL');
    expect(result.stdout).toContain('Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.');
  });
});

describe('mistakes named before anything is sent', () => {
  const usage = (argv) => {
    try {
      settle(argv);
    } catch (error) {
      if (error instanceof UsageError) return error.message;
      throw error;
    }
    throw new Error(`no UsageError for ${argv.join(' ')}`);
  };

  it.each([
    ['--targt', ['--targt', 'sandbox'], "Unknown option '--targt': did you mean --target?"],
    ['--max-exampels', ['--max-exampels', '3'], 'did you mean --max-examples?'],
    ['--phases', ['--phases', 'examples,fuzz'], '--phases: unknown phase fuzz'],
    ['--seed', ['--seed', 'abc'], '--seed must be a whole number'],
  ])('a misspelt or wrong flag (%s)', (_name, argv, says) => {
    expect(usage(argv)).toContain(says);
  });

  it.each([
    ['a path key spelt in another case', 'operations:\n  getOutboundOrderStatus:\n    path:\n      packageID: OB-1\n', 'operations.getOutboundOrderStatus.path.packageID: getOutboundOrderStatus has no path parameter packageID (did you mean packageId? names are case-sensitive)'],
    ['a query parameter the operation does not have', 'operations:\n  getTrackings:\n    query:\n      language: en\n', 'operations.getTrackings.query.language: getTrackings has no query parameter language (it has lang)'],
    ['a body that breaks the request schema', 'operations:\n  getTrackings:\n    body:\n      TrackingNumbers: [12345]\n', 'operations.getTrackings.body/TrackingNumbers/0: must be string (rule: type)'],
    ['a body where the operation takes none', 'operations:\n  getFbaOrderStatus:\n    body: {}\n', 'operations.getFbaOrderStatus.body: getFbaOrderStatus takes no request body'],
    ['an operationId near a real one', 'operations:\n  getTracking:\n    body: {}\n', 'operations.getTracking: the document has no operation getTracking (did you mean getTrackings?)'],
  ])('a config input: %s', async (_name, text, says) => {
    const path = await configFile(`inputs-${Math.random()}.yaml`, text);
    expect(usage(['--config', path])).toContain(says);
  });
});

/**
 * The package as an integrator gets it: the packed types and client installed into a fresh
 * TypeScript project (test/packed-project.ts), a consumer type-checked under `moduleResolution`
 * `nodenext` and `bundler` (a misspelt field must fail, with TypeScript's error), then run
 * against the mock: every operation, a typed read and creation, and a batch helper. A second
 * strict program calls all 18 operations by name with the document's example values (generated
 * here from the document, so a changed example is checked too) and meets every kind of failure
 * over real sockets, each caught by one `catch` on FulfillmentError.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startMock } from '@fulfillment-api/mock';
import type { RunningMock } from '@fulfillment-api/mock';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');

const CONSUMER = `
import { createFulfillmentClient, trackInBatches, unwrap } from '@fulfillment-api/client';
import type { OutboundOrder, PackageResult } from '@fulfillment-api/types';
import { OPERATION_CASES } from './operation-calls.js';

declare const process: { env: Record<string, string | undefined> };
const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';

const outcomes: { name: string; status: number; server: string | null }[] = [];
for (const c of OPERATION_CASES) {
  let server: string | null = null;
  const client = createFulfillmentClient({
    mockUrl,
    retry: false,
    fetch: (request) => {
      server = new URL(request.url).searchParams.get('__server');
      return fetch(request);
    },
    ...(c.preferredServers ? { preferredServers: c.preferredServers } : {}),
  });
  const result = await c.call(client);
  outcomes.push({ name: c.name, status: result.response.status, server });
}

const client = createFulfillmentClient({ mockUrl });
const order: OutboundOrder = unwrap(
  await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-20261120-7001' } } }),
);
const created: PackageResult[] = unwrap(
  await client.POST('/v1/directExpressOrders/multiple', { body: { Location: 'SZX', Packages: [{ PackageId: 'PKG-1' }] } }),
);
const numbers = Array.from({ length: 25 }, (_, i) => 'TN' + String(i).padStart(6, '0'));
const tracked = await trackInBatches(client, { TrackingNumbers: numbers });

console.log(JSON.stringify({
  outcomes,
  read: typeof order.PackageId,
  created: created.every((result) => typeof result.Success === 'boolean'),
  tracking: { chunks: tracked.chunks.map((chunk) => chunk.items.length), failures: tracked.failures.length },
}));
`;

/** Every operation by name, with the document's own example values. */
function namedCalls(): string {
  const document = loadBundle();
  return listOperations(document)
    .map((operation) => {
      const example = exampleRequest(operation);
      const args = { ...example.path, ...example.query, ...(example.body as object | undefined) };
      return `  ['${operation.operationId}', () => client.${operation.operationId}(${JSON.stringify(args)}).withResponse()],`;
    })
    .join('\n');
}

const NAMED = () => `
import { FulfillmentError, createFulfillmentClient } from '@fulfillment-api/client';

declare const process: { env: Record<string, string | undefined> };
const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(name + ' is not set');
  return value;
};
const client = createFulfillmentClient({ mockUrl: env('MOCK_URL'), retry: false });

const calls: [string, () => Promise<{ data: unknown; response: Response }>][] = [
${namedCalls()}
];
const answered: { operationId: string; status: number; data: string }[] = [];
for (const [operationId, call] of calls) {
  const { data, response } = await call();
  answered.push({ operationId, status: response.status, data: Array.isArray(data) ? 'array' : typeof data });
}

const packageId = 'OB-20261120-7001';
const failing: [string, () => Promise<unknown>][] = [
  ['api', () => client.getTrackings({ TrackingNumbers: Array.from({ length: 21 }, (_, i) => 'TN' + i) })],
  ['body', () => createFulfillmentClient({ mockUrl: env('HTML_URL'), retry: false }).getOutboundOrderStatus({ packageId })],
  ['network', () => createFulfillmentClient({ mockUrl: env('CLOSED_URL'), retry: false }).getOutboundOrderStatus({ packageId })],
  ['timeout', () => createFulfillmentClient({ mockUrl: env('SILENT_URL'), retry: false, timeoutMs: 300 }).getOutboundOrderStatus({ packageId })],
  ['aborted', () => createFulfillmentClient({ mockUrl: env('SILENT_URL'), retry: false }).getOutboundOrderStatus({ packageId }, { signal: AbortSignal.timeout(100) })],
];
const caught: { expected: string; kind: string; detail: string }[] = [];
for (const [expected, call] of failing) {
  try {
    await call();
    caught.push({ expected, kind: 'none', detail: '' });
  } catch (error) {
    if (!(error instanceof FulfillmentError)) throw error;
    let detail: string;
    switch (error.kind) {
      case 'api': detail = String(error.status); break;
      case 'body': detail = error.excerpt; break;
      case 'network': detail = String(error.attempts); break;
      case 'timeout': detail = String(error.timeoutMs); break;
      case 'aborted': detail = error.operationId; break;
    }
    caught.push({ expected, kind: error.kind, detail });
  }
}
console.log(JSON.stringify({ answered, caught }));
`;

const MISUSE = `
import { createFulfillmentClient } from '@fulfillment-api/client';

const client = createFulfillmentClient({ mockUrl: 'http://127.0.0.1:4010' });
await client.POST('/v1/directExpressOrders/multiple', { body: { Location: 'SZX', Packages: [{ PackageID: 'PKG-1' }] } });
export {};
`;

const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  strict: true,
  // Every declaration file a consumer gets is checked (the package's and its dependencies'); TypeScript's
  // own lib files are the same whatever the package ships, so checking them three times judges nothing.
  skipLibCheck: false,
  skipDefaultLibCheck: true,
  types: [],
};
const TSCONFIGS = {
  nodenext: { compilerOptions: { ...COMPILER_OPTIONS, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' } },
  bundler: { compilerOptions: { ...COMPILER_OPTIONS, module: 'esnext', moduleResolution: 'bundler', noEmit: true } },
  // A Node.js project: the fetch types from @types/node, no DOM library (what the README offers beside DOM).
  'node-types': { compilerOptions: { ...COMPILER_OPTIONS, lib: ['ES2022'], types: ['node'], module: 'nodenext', moduleResolution: 'nodenext', noEmit: true } },
};

const project = inject('consumerProject');
let mock: RunningMock;
const checks = new Map<keyof typeof TSCONFIGS, { code: number; output: string }>();

beforeAll(async () => {
  const [started] = await Promise.all([startMock(), writeConsumer()]);
  mock = started;
  // Both checks at once; the nodenext one also emits out/, which the last test runs.
  const configs = Object.keys(TSCONFIGS) as (keyof typeof TSCONFIGS)[];
  const results = await Promise.all(configs.map((config) => typeCheck(config)));
  configs.forEach((config, index) => checks.set(config, results[index]!));
}, 240_000);

afterAll(async () => {
  await mock?.close();
});

async function writeConsumer(): Promise<void> {
  const calls = await readFile(new URL('./operation-calls.ts', import.meta.url), 'utf8');
  await writeFile(join(project, 'operation-calls.ts'), calls.replaceAll("'../src/index.js'", "'@fulfillment-api/client'"));
  await writeFile(join(project, 'consumer.ts'), CONSUMER);
  await writeFile(join(project, 'misuse.ts'), MISUSE);
  await writeFile(join(project, 'named.ts'), NAMED());
  for (const [name, config] of Object.entries(TSCONFIGS)) {
    await writeFile(
      join(project, `tsconfig.${name}.json`),
      JSON.stringify({ ...config, files: ['consumer.ts', 'operation-calls.ts', 'misuse.ts', 'named.ts'] }),
    );
  }
}

/** Runs tsc on one of the project's configs; resolves with its output (tsc exits 2 on errors). */
async function typeCheck(config: keyof typeof TSCONFIGS): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [TSC, '-p', `tsconfig.${config}.json`, '--pretty', 'false'], { cwd: project });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('a TypeScript project that installs the packed client', () => {
  it('installed the tarballs, with the built files and declarations only', async () => {
    const installed = JSON.parse(await readFile(join(project, 'node_modules/@fulfillment-api/client/package.json'), 'utf8'));
    expect(installed.dependencies).toEqual({ 'openapi-fetch': '0.17.0', '@fulfillment-api/types': '1.0.0', undici: '7.30.2' });
    const files = await readdir(join(project, 'node_modules/@fulfillment-api/client/dist'));
    expect(files).toContain('index.js');
    expect(files).toContain('index.d.ts');
    expect(files.some((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toBe(false);
  });

  it.each(['nodenext', 'bundler', 'node-types'] as const)(
    'type-checks the consumer strictly (skipLibCheck false) under %s, and rejects only the misspelt field',
    (config) => {
      const { code, output } = checks.get(config)!;
      const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
      expect(errors, output).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^misuse\.ts\(5,\d+\): error TS2561: Object literal may only specify known properties, but 'PackageID' does not exist in type .*Did you mean to write 'PackageId'\?$/,
      );
      expect(code).toBe(2);
    },
  );

  it('runs against the mock: every operation on its intended origin, a read, a creation, a batch', async () => {
    // The nodenext check emitted out/ (tsc emits despite the misuse error).
    const { stdout } = await run(process.execPath, ['out/consumer.js'], {
      cwd: project,
      env: { ...process.env, MOCK_URL: mock.url },
    });
    const report = JSON.parse(stdout);
    expect(report.outcomes).toHaveLength(19);
    for (const outcome of report.outcomes) {
      expect(outcome.status, outcome.name).toBeGreaterThanOrEqual(200);
      expect(outcome.status, outcome.name).toBeLessThan(300);
      expect(outcome.server, outcome.name).toMatch(/^https:\/\/(eu\.)?api\.fulfillment\.example(:8[1-7])?$/);
    }
    expect(report.read).toBe('string');
    expect(report.created).toBe(true);
    expect(report.tracking).toEqual({ chunks: [20, 5], failures: 0 });
  }, 60_000);

  it('calls all 18 operations by name with the document’s examples, and catches every kind of failure with one catch', async () => {
    const servers: Server[] = [];
    const listen = async (answer: Parameters<typeof createServer>[1]) => {
      const server = createServer(answer);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    try {
      const htmlUrl = await listen((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'));
      const silentUrl = await listen(() => {});
      const closedUrl = await listen(() => {});
      await new Promise((resolve) => servers.at(-1)!.close(resolve));
      const { stdout } = await run(process.execPath, ['out/named.js'], {
        cwd: project,
        env: { ...process.env, MOCK_URL: mock.url, HTML_URL: htmlUrl, SILENT_URL: silentUrl, CLOSED_URL: closedUrl },
      });
      const report = JSON.parse(stdout);
      const document = loadBundle();
      expect(report.answered.map((a: { operationId: string }) => a.operationId)).toEqual(listOperations(document).map((o) => o.operationId));
      for (const answer of report.answered) {
        expect(answer.status, answer.operationId).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.operationId).toBeLessThan(300);
      }
      // No body (endpoints 3, 6, 14): { status }; every other operation its JSON.
      expect(report.answered.filter((a: { data: string }) => a.data === 'object' || a.data === 'array')).toHaveLength(18);
      expect(report.caught).toEqual([
        { expected: 'api', kind: 'api', detail: '400' },
        { expected: 'body', kind: 'body', detail: '<html>maintenance</html>' },
        { expected: 'network', kind: 'network', detail: '1' },
        { expected: 'timeout', kind: 'timeout', detail: '300' },
        { expected: 'aborted', kind: 'aborted', detail: 'getOutboundOrderStatus' },
      ]);
    } finally {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  }, 60_000);
});

// `pnpm dev` as an owner meets it: its entry (what the root's `dev` script runs) on a copy of spec/
// in a temporary folder, on a loopback host drawn for this run, with a page of the docs open in
// headless Chromium. Saves there (a reworded description, a new optional response member, two broken
// documents) are followed by what the served docs show, what the running mock answers, what the
// terminal says and whether the open page reloaded by itself. Nothing waits for a time: each step
// polls for what it expects, with room for a loaded machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { copySpec } from '@fulfillment-api/spec/copy-spec';
import { connectChromium } from './support/chromium.js';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const script = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')).scripts.dev;

const root = mkdtempSync(join(tmpdir(), 'pnpm-dev-'));
const spec = copySpec(root);

const edit = (/** @type {string} */ file, /** @type {(text: string) => string} */ change) => {
  const path = join(spec, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changes it`).not.toBe(before);
  writeFileSync(path, after);
};
/** The 1-based line of the first line of `file` that contains `text`. */
const lineOf = (/** @type {string} */ file, /** @type {string} */ text) => readFileSync(join(spec, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;

const operations = new Map(listOperations(loadBundle()).map((operation) => [operation.operationId, operation]));
const STATUS_FILE = 'paths/v1_outboundOrders_{packageId}_status.yaml';
const SCHEMA_FILE = 'components/schemas/OutboundOrder.yaml';
const EXAMPLE_FILE = 'components/examples/OutboundOrder.yaml';
const REWORDED = `Reads where an outbound order stands, reworded in run ${process.pid}.`;
const MEMBER = `PickedUpBy${process.pid}`;

/** Room for a loaded machine: a step waits for what it expects, never for a time. */
const STEP_TIMEOUT = 180_000;
const host = randomLoopbackAddress();
const mockUrl = `http://${host}:4010`;
const docsUrl = `http://${host}:4011/`;
/** A request of `operationId` to the mock, on the operation's own origin. @param {string} operationId @param {string} path @param {RequestInit} [init] */
const callMock = async (operationId, path, init) => {
  const url = new URL(path, mockUrl);
  url.searchParams.set('__server', /** @type {any} */ (operations.get(operationId)).servers[0].urlWithDefaults());
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json().catch(() => undefined) };
};
const statusPath = /** @type {any} */ (operations.get('getOutboundOrderStatus')).path;
const readOrder = (/** @type {string} */ packageId) => callMock('getOutboundOrderStatus', statusPath.replace('{packageId}', packageId));
const reference = async () => (await fetch(new URL('reference.html', docsUrl))).text();

/** @type {import('node:child_process').ChildProcess} */
let dev;
let output = '';
/** @type {Promise<{ code: number | null, signal: string | null }>} */
let exited;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').Page} */
let page;

beforeAll(async () => {
  // The root script runs the entry in place of pnpm's shell; here the entry is run as it names it.
  expect(script).toBe('exec node docs/scripts/dev.js');
  dev = spawn(process.execPath, [join(repository, 'docs/scripts/dev.js'), '--spec', spec, '--generated', join(root, 'generated')], {
    cwd: root,
    env: { ...process.env, MOCK_HOST: host, MOCK_LOG: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  exited = new Promise((resolve) => dev.once('exit', (code, signal) => resolve({ code, signal })));
  // Started once it says so; an exit before that fails here with what it printed.
  await new Promise((resolve, reject) => {
    dev.stdout?.on('data', () => output.includes('On each save under spec') && resolve(undefined));
    exited.then(({ code, signal }) => reject(new Error(`pnpm dev exited (${signal ?? code}) before it served:\n${output}`)));
  });
  browser = await connectChromium();
  page = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.exitCode === null) dev.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Polls until the open page has loaded again since `markPage` (the mark is gone with the old page). */
const markPage = () => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const pageReloaded = () => page.evaluate(() => !('notReloaded' in window)).catch(() => false);
/** How many times the loop has said a save was served, or refused. */
const count = (/** @type {string} */ text) => output.split(text).length - 1;

describe('pnpm dev', () => {
  it('serves the docs and the mock on MOCK_HOST and the ports of pnpm start, from the copy', async () => {
    expect(output).toContain(`listening on ${mockUrl}`);
    expect(output).toContain(`Docs: ${docsUrl}`);
    expect(output).toContain('lint: no findings (Spectral, Redocly)');
    expect((await readOrder('OB-20261120-7001')).status).toBe(200);
    await page.goto(new URL('guides/origins.html', docsUrl).href);
    await expect.poll(() => page.title()).toContain('Origins');
  }, STEP_TIMEOUT);

  it('a reworded description: the served docs show it, and the open page reloads by itself', async () => {
    expect(await reference()).not.toContain(REWORDED);
    await markPage();
    const served = count('dev: served in');
    edit(STATUS_FILE, (text) => text.replace(/^  description: Reads the status of an outbound order.*$/m, `  description: ${REWORDED}`));
    await expect.poll(reference, { timeout: 60_000, interval: 200 }).toContain(REWORDED);
    await expect.poll(pageReloaded, { timeout: 30_000, interval: 100 }).toBe(true);
    expect(count('dev: served in')).toBe(served + 1);
    expect(output).toContain(`dev: ${join('spec', STATUS_FILE)} changed`);
  }, STEP_TIMEOUT);

  it('a new optional response member: the docs show it, the running mock answers with it and keeps what was created, the types have it', async () => {
    const order = { WarehouseId: 'USLAX09', Package: { PackageId: 'OB-DEV-1', PlatformOrderNo: 'PO-OB-DEV-1', ServiceCode: 'UPS-GROUND', Skus: [{ Sku: 'LAMP-LED-DESK-WHT', StorageNo: 'USLAX01-C-02-07', Quantity: 4 }] } };
    const create = () => callMock('createOutboundOrder', /** @type {any} */ (operations.get('createOutboundOrder')).path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
    expect((await create()).status).toBe(201);
    await markPage();
    edit(SCHEMA_FILE, (text) => text.replace(/^properties:\n/m, `properties:\n  ${MEMBER}: {type: string, description: Who picked the package up.}\n`));
    edit(EXAMPLE_FILE, (text) => text.replace(/^value:\n/m, `value:\n  ${MEMBER}: Depot 7\n`));
    await expect.poll(async () => (await readOrder('OB-20261120-7001')).body?.[MEMBER], { timeout: 60_000, interval: 200 }).toBe('Depot 7');
    await expect.poll(reference, { timeout: 60_000, interval: 200 }).toContain(MEMBER);
    await expect.poll(pageReloaded, { timeout: 30_000, interval: 100 }).toBe(true);
    // What was created before the save is still there: read back, and a repeat is a repeat.
    expect((await readOrder('OB-DEV-1')).body).toMatchObject({ PackageId: 'OB-DEV-1', [MEMBER]: 'Depot 7' });
    expect((await create()).status).toBe(200);
    expect(output).toContain('what it remembered kept');
    const types = () => readFileSync(join(root, 'generated', 'types', 'generated', 'openapi.d.ts'), 'utf8');
    await expect.poll(types, { timeout: 60_000, interval: 200 }).toContain(`${MEMBER}?: string`);
  }, STEP_TIMEOUT);

  it.each([
    [
      'does not lint (a member name the ruleset refuses)',
      'components/schemas/CarrierInfo.yaml',
      (/** @type {string} */ text) => `${text.trimEnd()}\n  pickedUpBy: {type: string}\n`,
      'pickedUpBy',
      'fulfillment:pascal-case-properties',
    ],
    ['does not bundle (a reference to no file)', SCHEMA_FILE, (/** @type {string} */ text) => text.replace('$ref: CreateStatus.yaml', '$ref: NoSuchStatus.yaml'), 'NoSuchStatus.yaml', 'NoSuchStatus.yaml'],
  ])('a document that %s: the last good one keeps serving, and the terminal names file and line', async (_case, file, change, marker, says) => {
    const refused = count('dev: still serving the last good document.');
    const before = readFileSync(join(spec, file), 'utf8');
    edit(file, change);
    await expect.poll(() => count('dev: still serving the last good document.'), { timeout: 60_000, interval: 200 }).toBe(refused + 1);
    const said = output.slice(output.lastIndexOf(`dev: ${join('spec', file)} changed`));
    expect(said).toContain(`${join('spec', file)}:${lineOf(file, marker)}:`);
    expect(said).toContain(says);
    expect((await readOrder('OB-20261120-7001')).body?.[MEMBER]).toBe('Depot 7');
    expect(await reference()).toContain(MEMBER);
    writeFileSync(join(spec, file), before);
    await expect.poll(() => output.slice(output.lastIndexOf(`dev: ${join('spec', file)} changed`)), { timeout: 60_000, interval: 200 }).toContain('dev: served in');
  }, STEP_TIMEOUT);

  it('stops on SIGINT, freeing both ports', async () => {
    dev.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
    await expect(fetch(mockUrl)).rejects.toThrow();
    await expect(fetch(docsUrl)).rejects.toThrow();
  }, STEP_TIMEOUT);
});

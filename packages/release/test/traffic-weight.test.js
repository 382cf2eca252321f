// The breaking-change check weighed by recorded traffic (`--usage`): each breaking change is printed
// with how many recorded requests it touches, the untouched ones marked; the verdict does not change.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH, exampleRequest, listOperations, readBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBreakingChanges, readAcceptedChanges } from '../src/breaking-change-check.js';
import { trafficWeights, weightsReport } from '../src/traffic-weight.js';

const COMMAND = fileURLToPath(new URL('../scripts/check-breaking.js', import.meta.url));
const RELEASED = fileURLToPath(new URL('../released/openapi.json', import.meta.url));
const ACCEPTED = fileURLToPath(new URL('../released/accepted-breaking-changes.json', import.meta.url));

/** Member pointers of a value, items as `*`, as usage.json writes them. */
const members = (value, at = '') =>
  Array.isArray(value) ? value.flatMap((item) => members(item, `${at}/*`)) : value && typeof value === 'object' ? Object.entries(value).flatMap(([name, member]) => [`${at}/${name}`, ...members(member, `${at}/${name}`)]) : [];

let released;
let result;
let usage;
let creation;
let dir;
beforeAll(async () => {
  released = readBundle(RELEASED);
  result = checkBreakingChanges({ released, current: readBundle(BUNDLE_PATH), accepted: await readAcceptedChanges(ACCEPTED) });
  // The first operation whose request body a breaking change reaches: 3 of 5 recorded requests send
  // its example's members; no other operation has traffic.
  creation = listOperations(released).find((op) => result.changes.some((c) => c.class === 'breaking' && c.where.includes(`${op.method} ${op.path} request body`)));
  const sent = Object.fromEntries([...new Set(members(exampleRequest(creation).body))].map((pointer) => [pointer, 3]));
  usage = { operations: { [creation.operationId]: { exchanges: 5, statuses: { 200: 5 }, requestMembers: sent, queryParameters: {} } } };
  dir = await mkdtemp(join(tmpdir(), 'release-usage-'));
});
afterAll(() => dir && rm(dir, { recursive: true, force: true }));

describe('trafficWeights', () => {
  it('weighs each breaking change of a request body by the recorded requests that sent the member it changes', () => {
    const weights = trafficWeights(result, usage, released);
    expect(weights.length).toBe(result.changes.filter((c) => c.class === 'breaking').length);
    const own = weights.filter((w) => w.change.where.includes(`${creation.method} ${creation.path} request body`));
    expect(own.some((w) => w.touched === 3 && w.says === `sent in 3 of 5 recorded ${creation.operationId} requests`)).toBe(true);
    // Operations without traffic: untouched, out of none.
    expect(weights.filter((w) => !w.change.where.includes(`${creation.method} ${creation.path} request body`)).every((w) => w.touched === 0 && w.of === 0)).toBe(true);
  });

  it('marks the untouched ones in the report', () => {
    const text = weightsReport(trafficWeights(result, usage, released), 'usage.json');
    expect(text).toMatch(/^ {2}touches {3}.*sent in 3 of 5 recorded/m);
    expect(text).toMatch(/^ {2}untouched .*sent in 0 of 0 recorded/m);
    expect(text).toMatch(/\d+ of \d+ untouched by the recorded traffic/);
  });
});

describe('check:breaking --usage', () => {
  const run = (args) => new Promise((resolve) => execFile(process.execPath, [COMMAND, ...args], (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` })));
  it('prints the weights beside the unchanged verdict', async () => {
    const file = join(dir, 'usage.json');
    await writeFile(file, JSON.stringify(usage));
    const plain = await run([]);
    const weighed = await run(['--usage', file]);
    expect(weighed.code).toBe(plain.code);
    expect(weighed.output.startsWith(plain.output.trim())).toBe(true);
    expect(weighed.output).toMatch(new RegExp(`Recorded traffic \\(${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\), beside each breaking change:`));
  }, 60_000);
  it('prints the weights after a failing verdict too, on its stream (the released document alone: no acceptances)', async () => {
    const file = join(dir, 'usage.json');
    await writeFile(file, JSON.stringify(usage));
    const plain = await run(['--released', RELEASED]);
    const weighed = await run(['--released', RELEASED, '--usage', file]);
    expect(plain.code).toBe(1);
    expect(weighed.code).toBe(1);
    expect(weighed.output.startsWith(plain.output.trim())).toBe(true);
    expect(weighed.output).toMatch(/^ {2}touches {3}.*sent in 3 of 5 recorded/m);
  }, 60_000);
  it('exits 2 naming a usage file it cannot read', async () => {
    const { code, output } = await run(['--usage', join(dir, 'missing.json')]);
    expect(code).toBe(2);
    expect(output).toMatch(/--usage .*missing\.json: cannot read it as JSON \(ENOENT\)/);
  }, 60_000);
});

// The project's command, as a developer meets it: an edit to a copy of the document's source
// (spec/), bundled the way spec/ bundles, then `check:breaking --current <that bundle>` against the
// recorded release. The real spec/ is never touched.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY } from '../src/policy.js';

const SPEC = fileURLToPath(new URL('../../../spec/', import.meta.url));
const COMMAND = fileURLToPath(new URL('../scripts/check-breaking.js', import.meta.url));

/** @type {string} */
let work;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fulfillment-breaking-source-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/**
 * A copy of spec/'s source with one file edited, bundled; the bundle's path.
 * @param {string} name
 * @param {string} file path under spec/
 * @param {(source: string) => string} edit
 */
async function bundledEdit(name, file, edit) {
  const root = join(work, name);
  for (const part of ['openapi.yaml', 'redocly.yaml', 'paths', 'components']) await cp(join(SPEC, part), join(root, part), { recursive: true });
  const source = await readFile(join(root, file), 'utf8');
  const changed = edit(source);
  expect(changed, `the edit changes ${file}`).not.toBe(source);
  await writeFile(join(root, file), changed);
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const { bundle: result, problems } = await bundle({ ref: join(root, 'openapi.yaml'), config, dereference: false });
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const path = join(root, 'openapi.json');
  await writeFile(path, JSON.stringify(result.parsed));
  return path;
}

/** @param {string[]} args @returns {Promise<{ code: number, output: string }>} */
function checkBreaking(args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [COMMAND, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const CASES = [
  ['the limit of 20 tracking numbers lowered, or raised', {
    file: 'components/schemas/TrackingRequest.yaml',
    breaking: (s) => s.replace('maxItems: 20', 'maxItems: 10'),
    compatible: (s) => s.replace('maxItems: 20', 'maxItems: 25'),
    rule: 'items-tightened',
    pointer: '/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems',
  }],
  ['a value seen removed from OutboundOrderStatus, or one added', {
    file: 'components/schemas/OutboundOrderStatus.yaml',
    breaking: (s) => s.replace('  - Delete\n', ''),
    compatible: (s) => s.replace('  - Delete\n', '  - Delete\n  - Shipped\n'),
    rule: 'value-seen-removed',
    pointer: '/components/schemas/OutboundOrderStatus/x-extensible-enum/1',
  }],
  ['endpoint 4 moved from port 83 to 84, or also served on 84', {
    file: 'paths/v1_inboundOrders_{shipmentId}_status.yaml',
    breaking: (s) => s.replace("- url: '{base_url}:83'", "- url: '{base_url}:84'"),
    compatible: (s) => s.replace('servers:\n', "servers:\n  - url: '{base_url}:84'\n"),
    rule: 'operation-removed',
    pointer: '/paths/~1v1~1inboundOrders~1{shipmentId}~1status/servers/0',
  }],
];

describe('check:breaking on an edited copy of the source', () => {
  it('passes the source as it is (the recorded release, the accepted changes)', async () => {
    const path = await bundledEdit('unchanged', 'openapi.yaml', (s) => `${s}\n`);
    const { code, output } = await checkBreaking(['--current', path]);
    expect(output).toMatch(/passed/);
    expect(code).toBe(0);
  }, 60_000);

  it.each(CASES)('%s', async (name, { file, breaking, compatible, rule, pointer }) => {
    const broken = await checkBreaking(['--current', await bundledEdit(`${name}-breaking`, file, breaking)]);
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toContain(POLICY[rule].sentence);
    expect(broken.output).toContain(pointer);
    expect(broken.output).toMatch(/needs a new major version of info.version \(1\.0\.0 → 2\.0\.0\)/);

    const fine = await checkBreaking(['--current', await bundledEdit(`${name}-compatible`, file, compatible)]);
    expect(fine.output).toMatch(/passed/);
    expect(fine.code).toBe(0);
  }, 60_000);

  it('says what it cannot read, with exit code 2', async () => {
    const { code, output } = await checkBreaking(['--current', join(work, 'missing.json')]);
    expect(code).toBe(2);
    expect(output).toMatch(/cannot read .*missing\.json \(ENOENT\)/);
  });
});

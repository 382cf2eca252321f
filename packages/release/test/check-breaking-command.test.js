// The project's command, as a developer meets it: an edit to a copy of the document's source
// (spec/), bundled the way spec/ bundles, then `check:breaking --current <that bundle>` against the
// recorded release. The real spec/ is never touched: the edited file is read from memory, the others
// from spec/, each parsed once for all the bundles (see EditedSource).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseResolver, Source, bundle, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY } from '../src/policy.js';

const SPEC = fileURLToPath(new URL('../../../spec/', import.meta.url));
const COMMAND = fileURLToPath(new URL('../scripts/check-breaking.js', import.meta.url));

/** @type {string} */
let work;
/** @type {Awaited<ReturnType<typeof loadConfig>>} */
let config;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fulfillment-breaking-source-'));
  config = await loadConfig({ configPath: join(SPEC, 'redocly.yaml') });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Each unedited file of spec/ as Redocly parsed it, by its path: parsed once for every bundle. */
const parsedOnce = new Map();

/**
 * spec/'s source with one file's text replaced, as Redocly's resolver reads it: the edited file from
 * memory, the rest from spec/. A bundle changes the documents it resolves, so each bundle gets its
 * own copy of each parsed file.
 */
class EditedSource extends BaseResolver {
  /** @param {any} resolveConfig @param {string} edited absolute path @param {string} text */
  constructor(resolveConfig, edited, text) {
    super(resolveConfig);
    this.edited = edited;
    this.text = text;
  }

  /** @param {string} absoluteRef */
  async loadExternalRef(absoluteRef) {
    return absoluteRef === this.edited ? new Source(absoluteRef, this.text) : super.loadExternalRef(absoluteRef);
  }

  /** @param {any} source @param {boolean} [isRoot] */
  parseDocument(source, isRoot = false) {
    if (source.absoluteRef === this.edited) return super.parseDocument(source, isRoot);
    if (!parsedOnce.has(source.absoluteRef)) parsedOnce.set(source.absoluteRef, super.parseDocument(source, isRoot));
    const { parsed } = parsedOnce.get(source.absoluteRef);
    return { source: parsedOnce.get(source.absoluteRef).source, parsed: structuredClone(parsed) };
  }
}

/**
 * spec/'s source with one file edited, bundled; the bundle's path.
 * @param {string} name
 * @param {string} file path under spec/
 * @param {(source: string) => string} edit
 */
async function bundledEdit(name, file, edit) {
  const source = await readFile(join(SPEC, file), 'utf8');
  const changed = edit(source);
  expect(changed, `the edit changes ${file}`).not.toBe(source);
  const { bundle: result, problems } = await bundle({
    ref: join(SPEC, 'openapi.yaml'),
    config,
    dereference: false,
    externalRefResolver: new EditedSource(config.resolve, join(SPEC, file), changed),
  });
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const path = join(work, `${name}.json`);
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

/** Replaces `from` once, where it is preceded by `after` (to tell apart lines that repeat in a file). */
const once = (/** @type {string} */ from, /** @type {string} */ to, after = '') => (/** @type {string} */ source) =>
  source.replace(`${after}${from}`, () => `${after}${to}`); // a function: `$'` in a pattern is no replacement pattern
const MERCHANT_SKU = 'components/schemas/MerchantSku.yaml';
const OUTBOUND_SKU = 'components/schemas/OutboundSku.yaml';
const TRACKINGS = 'paths/v1_trackings.yaml';

// One breaking edit per line of the policy that the document can show (a response bound loosened
// needs a bound the document's responses do not have: that line is tested on a copy of the bundle).
const CASES = [
  ['a request field removed, or one added', {
    file: OUTBOUND_SKU,
    breaking: once('  HsCode: {type: string}\n', ''),
    compatible: once('  HsCode: {type: string}\n', '  HsCode: {type: string}\n  GiftMessage: {type: string}\n'),
    rule: 'request-field-removed',
    pointer: '/components/schemas/OutboundSku/properties/HsCode',
  }],
  ['a parameter made required, or a description of it changed', {
    file: 'components/parameters/IdType.yaml',
    breaking: once('required: false', 'required: true'),
    compatible: once('Default `PackageId`.', 'Default `PackageId` (the only value seen).'),
    rule: 'request-requirement',
    pointer: '/components/parameters/IdType/required',
  }],
  ['a shorter maxLength, or a longer one', {
    file: MERCHANT_SKU,
    breaking: once('maxLength: 100', 'maxLength: 99', '  Sku:\n    type: string\n    '),
    compatible: once('maxLength: 100', 'maxLength: 120', '  Sku:\n    type: string\n    '),
    rule: 'length-tightened',
    pointer: '/components/schemas/MerchantSku/properties/Sku/maxLength',
  }],
  ['a stricter pattern, or none', {
    file: 'components/schemas/OutboundPricingRequest.yaml',
    breaking: once("pattern: '^[a-zA-Z0-9\\-_]*$'", "pattern: '^[A-Z0-9]*$'", '    maxLength: 30\n    '),
    compatible: once("    pattern: '^[a-zA-Z0-9\\-_]*$'\n", '', '    maxLength: 30\n'),
    rule: 'pattern-tightened',
    pointer: '/components/schemas/OutboundPricingRequest/properties/ServiceCode/pattern',
  }],
  ['a larger minimum, or a smaller one', {
    file: MERCHANT_SKU,
    breaking: once('minimum: 1', 'minimum: 2', '  Weight:\n    type: integer\n    '),
    compatible: once('minimum: 1', 'minimum: 0', '  Weight:\n    type: integer\n    '),
    rule: 'range-tightened',
    pointer: '/components/schemas/MerchantSku/properties/Weight/minimum',
  }],
  // The x-decimal of MerchantSku is an accepted change against 1.0.0: any edit of it, looser too,
  // makes the acceptance stale (tested with the acceptances); the counterpart here is its description.
  ['a smaller x-decimal scale, or its description', {
    file: MERCHANT_SKU,
    breaking: once('{precision: 8, scale: 2}', '{precision: 8, scale: 1}', '  Length:\n    description: decimal(8,2), at most 6 digits before the point and 2 after (`x-decimal`).\n    type: number\n    x-decimal: '),
    compatible: once('at most 6 digits before the point', 'at most six digits before the point', '  Length:\n    description: decimal(8,2), '),
    rule: 'decimal-tightened',
    pointer: '/components/schemas/MerchantSku/properties/Length/x-decimal/scale',
  }],
  ['a closed list of values on a request field, or an open object', {
    file: OUTBOUND_SKU,
    breaking: once('  StorageNo: {type: string}', '  StorageNo: {type: string, enum: [A1, B2]}'),
    compatible: (s) => `${s}additionalProperties: true\n`,
    rule: 'value-refused',
    pointer: '/components/schemas/OutboundSku/properties/StorageNo/enum',
  }],
  ['a request type changed, or widened with null', {
    file: OUTBOUND_SKU,
    breaking: once('  Quantity: {type: integer}', '  Quantity: {type: string}'),
    compatible: once('  Quantity: {type: integer}', "  Quantity: {type: [integer, 'null']}"),
    rule: 'request-type-changed',
    pointer: '/components/schemas/OutboundSku/properties/Quantity/type',
  }],
  ['a request default changed, or its description', {
    file: 'components/parameters/Lang.yaml',
    breaking: once('default: zh', 'default: en'),
    compatible: once('Language of the tracking texts.', 'Language of the tracking texts and messages.'),
    rule: 'request-default-changed',
    pointer: '/components/parameters/Lang/schema/default',
  }],
  ['a response field removed (an allOf member), or one added', {
    file: 'components/schemas/DropShipOrder.yaml',
    breaking: once('      DeliveredTime: {type: string}\n', ''),
    compatible: once('      DeliveredTime: {type: string}\n', '      DeliveredTime: {type: string}\n      ReturnedTime: {type: string}\n'),
    rule: 'response-field',
    pointer: '/components/schemas/DropShipOrder/allOf/1/properties/DeliveredTime',
  }],
  ["an operation's x-effect changed, or its summary", {
    file: TRACKINGS,
    breaking: once('x-effect: read', 'x-effect: create'),
    compatible: once('summary: Batch tracking', 'summary: Batch tracking of packages'),
    rule: 'status-or-effect',
    pointer: '/paths/~1v1~1trackings/post/x-effect',
  }],
  ['an operationId renamed, or a gap described better', {
    file: TRACKINGS,
    breaking: once('operationId: getTrackings', 'operationId: trackPackages'),
    compatible: once("'Status codes of endpoints 5, 7, 8, 13, 14 and 15: not shown.'", "'Status codes of endpoints 5, 7, 8, 13, 14 and 15: not shown (2XX stands for any).'"),
    rule: 'code-name',
    pointer: '/paths/~1v1~1trackings/post/operationId',
  }],
  ['an authentication scheme required, or none', {
    file: TRACKINGS,
    breaking: once('  x-effect: read\n', '  x-effect: read\n  security:\n    - ApiKey: []\n'),
    compatible: once('  x-effect: read\n', '  x-effect: read\n  security:\n    - {}\n'),
    rule: 'requirement-added',
    pointer: '/paths/~1v1~1trackings/post/security',
  }],
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
    expect(output).toMatch(/The bundled OpenAPI document .*missing\.json is missing\. Bundle the document/);
  });
});

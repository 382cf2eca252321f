// A baseline of known failures, as the API's owners use it through the command: a scheduled run
// fails (red); --update-baseline writes its failures for review, accepting nothing yet; filled in
// with a reason and a date the run passes, listing them as known (terminal, summary.md, index.html,
// and JUnit skipped with the reason); once the date has passed the run fails again, saying the entry
// expired; against a fixed service the entry is reported as fixed. An entry naming an operation or
// a check that does not exist is a usage error (exit 2) naming the entry, its line and the nearest
// name. Against the suite's own service, broken so that a batch keeps only its first package.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import baselineSchema from '../src/baseline.schema.json' with { type: 'json' };
import { CHECK_NAMES } from '../src/checks/index.js';
import { main } from '../src/cli.js';
import { withConformantService } from './fixtures/conformant-service.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const target = ['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '1000/s', '--operations', 'createOutboundOrders', '--phases', 'examples,stateful'];

async function cli(args) {
  const reportDir = await mkdtemp(join(tmpdir(), 'contract-baseline-'));
  let stdout = '';
  let stderr = '';
  const code = await main([...args, '--report-dir', reportDir], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
  const read = (name) => readFile(join(reportDir, name), 'utf8').catch(() => '');
  return { code, stdout, stderr, junit: await read('junit.xml'), summary: await read('summary.md'), html: await read('index.html') };
}

const junitCase = (xml, className, name) => new RegExp(`<testcase classname="${className}" name="${name}"[^>]*>([\\s\\S]*?)</testcase>`).exec(xml)?.[1] ?? '';

describe('a baseline of known failures', () => {
  it('turns a known failure from red to "known, accepted until" and back to red when it expires; an entry that no longer fails is fixed', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'contract-baseline-file-'));
    const file = join(folder, 'baseline.yaml');
    await withConformantService({ serverVariables, inputDefect: 'keeps-first-package' }, async () => {
      const red = await cli(target);
      expect(red.code).toBe(1);
      expect(red.stdout).toMatch(/getOutboundOrderStatus positive_data_acceptance \[404\]/);

      // Written for review: the new entries accept nothing until a person fills them in.
      const written = await cli([...target, '--baseline', file, '--update-baseline']);
      expect(written.code).toBe(1);
      expect(written.stdout).toMatch(/new entries for review/);
      const draft = parse(await readFile(file, 'utf8'));
      const entry = draft.knownFailures.find((e) => e.operation === 'getOutboundOrderStatus');
      expect(entry).toMatchObject({ check: 'positive_data_acceptance', match: { contains: 'a valid request was answered 404, not 2xx' }, reason: 'TODO', acceptedBy: 'TODO' });
      const pending = await cli([...target, '--baseline', file]);
      expect(pending.code).toBe(1);
      expect(pending.stdout).toMatch(/still to be filled in/);

      const accepted = { knownFailures: draft.knownFailures.map((e) => ({ ...e, reason: 'batch packages after the first are not stored (ticket FUL-812)', acceptedBy: 'fulfillment team', expires: '2999-12-31' })) };
      await writeFile(file, stringify(accepted));
      const green = await cli([...target, '--baseline', file]);
      expect(green.stdout).toMatch(/PASSED against sandbox/);
      expect(green.code).toBe(0);
      expect(green.stdout).toMatch(/getOutboundOrderStatus positive_data_acceptance .*known, accepted until 2999-12-31 by fulfillment team: batch packages after the first are not stored/);
      expect(green.summary).toMatch(/### Known failures/);
      expect(green.summary).toMatch(/known, accepted until 2999-12-31/);
      expect(green.html).toMatch(/<section id="known-failures">/);
      const junit = junitCase(green.junit, 'sandbox.getOutboundOrderStatus', 'positive_data_acceptance');
      expect(junit).toMatch(/<skipped\/>/);
      expect(junit).toMatch(/known failure, accepted until 2999-12-31 by fulfillment team: batch packages after the first are not stored/);
      expect(junit).not.toMatch(/<failure/);

      await writeFile(file, stringify({ knownFailures: accepted.knownFailures.map((e) => ({ ...e, expires: '2020-01-31' })) }));
      const expired = await cli([...target, '--baseline', file]);
      expect(expired.code).toBe(1);
      expect(expired.stdout).toMatch(/failing again: the entry expired on 2020-01-31/);
      expect(junitCase(expired.junit, 'sandbox.getOutboundOrderStatus', 'positive_data_acceptance')).toMatch(/<failure/);
    });

    // The service fixed: the entry matches nothing any more.
    await writeFile(file.replace(/yaml$/, 'json'), JSON.stringify(parse(await readFile(file, 'utf8'))));
    await withConformantService({ serverVariables }, async () => {
      const fixed = await cli([...target, '--baseline', file.replace(/yaml$/, 'json')]);
      expect(fixed.code).toBe(0);
      expect(fixed.stdout).toMatch(/getOutboundOrderStatus positive_data_acceptance .*fixed, it no longer fails: remove it from the baseline/);
    });
  }, 240_000);

  it.each([
    ['an operation the document does not have', { operation: 'getOutboundOrderStatuss' }, /entry 1 \(line 9\): the document has no operation "getOutboundOrderStatuss" \(did you mean getOutboundOrderStatus\?\)/],
    ['a check the suite does not run', { check: 'positive_data_acceptanse' }, /entry 1 \(line 9\) check: must be one of not_a_server_error/],
    ['a date that is not one', { expires: 'next month' }, /entry 1 \(line 9\) expires: must match pattern/],
    ['a match both ways at once', { match: { contains: 'x', regex: 'y' } }, /entry 1 \(line 9\) match: must NOT have more than 1 properties/],
  ])('refuses a baseline entry naming %s (exit 2, entry and line named)', async (_name, change, message) => {
    const file = join(await mkdtemp(join(tmpdir(), 'contract-baseline-bad-')), 'baseline.yaml');
    const good = { operation: 'getTrackings', check: 'not_a_server_error', match: { regex: '500' }, reason: 'r', acceptedBy: 'a', expires: '2999-01-01' };
    await writeFile(file, stringify({ knownFailures: [good, { ...good, ...change }] }));
    const { code, stderr } = await cli(['--baseline', file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('names the same checks in the baseline schema as the suite runs', () => {
    expect(baselineSchema.$defs.knownFailure.properties.check.enum).toEqual(CHECK_NAMES);
  });
});

// `fulfillment-contract check` on a recording made by a tool we did not write: Polly.js (its fetch
// adapter and its file persister, which writes HAR 1.2) recording the client's calls to the mock, each
// operation with the document's own example. As recorded it passes; broken one fault at a time in
// Polly's own file, it fails naming the fault.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFulfillmentClient } from '@fulfillment-api/client';
import { BUNDLE_PATH, exampleRequest, listOperations, loadBundle, walkSchema } from '@fulfillment-api/document';
import { startMock } from '@fulfillment-api/mock';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { CHECK_NAMES } from '../src/checks/index.js';
import { responseSchemaConformance } from '../src/checks/response-schema-conformance.js';
import { recordWithPolly } from './fixtures/polly-recorder.js';

const operations = listOperations(loadBundle());

/** The command line, as a user runs it. */
async function cli(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
  return { code, stdout, stderr };
}

/** The operation a recorded request is a call of, by method and path template. */
function operationOf({ method, url }) {
  const { pathname } = new URL(url);
  return operations.find((op) => op.method === method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
}

/** The JSON report a check wrote. */
const reportOf = async (dir) => JSON.parse(await readFile(join(dir, 'report-mock.json'), 'utf8'));

describe('a HAR recorded by Polly.js while the client calls the mock', () => {
  let dir;
  let mock;
  let recording;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-check-polly-'));
    mock = await startMock({ documentPath: BUNDLE_PATH, host: randomLoopbackAddress(), port: 0, log: 'error' });
    recording = await recordWithPolly(dir, 'client-against-the-mock', async () => {
      // The global fetch looked up at each call: Polly's, while it records.
      const client = createFulfillmentClient({ mockUrl: mock.url, retry: false, fetch: (input, init) => globalThis.fetch(input, init) });
      for (const operation of operations) {
        const { path, query, body } = exampleRequest(operation);
        const { response } = await client[operation.method](operation.path, { params: { path, query }, ...(body === undefined ? {} : { body }) });
        expect(response.status, `${operation.operationId}`).toBeLessThan(300);
      }
    });
  }, 120_000);
  afterAll(async () => {
    await mock?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Polly's recording with one entry changed, written beside it. */
  async function broken(name, change) {
    const har = JSON.parse(await readFile(recording, 'utf8'));
    change(har.log.entries);
    const file = join(dir, `${name}.har`);
    await writeFile(file, JSON.stringify(har));
    return file;
  }

  it('is Polly\'s own HAR: one entry per call, its creator named', async () => {
    const har = JSON.parse(await readFile(recording, 'utf8'));
    expect(har.log.creator.name).toBe('Polly.JS');
    expect(har.log.entries).toHaveLength(operations.length);
  });

  it('passes as recorded: every operation judged by the declared checks, exit code 0', async () => {
    const reportDir = join(dir, 'report-conformant');
    const { code, stdout, stderr } = await cli(['check', recording, '--report-dir', reportDir]);
    expect(stderr).toBe('');
    expect(code, stdout.slice(-3000)).toBe(0);
    const report = await reportOf(reportDir);
    expect(new Set(report.results.map((r) => r.operationId))).toEqual(new Set(operations.map((op) => String(op.operationId))));
    expect(report.results.filter((r) => r.outcome === 'failed')).toEqual([]);
    const passed = new Set(report.results.filter((r) => r.outcome === 'passed').map((r) => r.check));
    expect(passed).toContain(responseSchemaConformance.name);
    expect(CHECK_NAMES).toEqual(expect.arrayContaining([...passed]));
    expect(report.traffic.undocumented).toEqual([]);
  });

  it('an answer field of the wrong type fails response_schema_conformance, naming the field', async () => {
    let field;
    const file = await broken('wrong-type', (entries) => {
      // The first recorded answer with a string member the schema governs: that member made a number.
      for (const entry of entries) {
        const operation = operationOf(entry.request);
        const answer = operation?.response(entry.response.status);
        if (!answer?.schemaPointer || !entry.response.content.text?.startsWith('{')) continue;
        const body = JSON.parse(entry.response.content.text);
        const place = [...walkSchema(loadBundle(), answer.schemaPointer, body)].find((p) => p.dataPath.split('/').length === 2 && typeof p.value === 'string' && p.schema.type === 'string');
        if (!place) continue;
        field = place.dataPath.slice(1);
        body[field] = 12345;
        entry.response.content.text = JSON.stringify(body);
        entry.response.content.size = entry.response.content.text.length;
        return;
      }
    });
    expect(field).toBeDefined();
    const reportDir = join(dir, 'report-wrong-type');
    const { code, stdout } = await cli(['check', file, '--report-dir', reportDir]);
    expect(code, stdout.slice(-3000)).toBe(1);
    const failed = (await reportOf(reportDir)).results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.check)).toEqual([responseSchemaConformance.name]);
    expect(failed[0].message).toContain(`/${field}`);
    expect(stdout).toMatch(new RegExp(`FAIL .*${responseSchemaConformance.name}`));
  });

  it('an undocumented path is listed, and --strict fails on it', async () => {
    const file = await broken('undocumented', (entries) => {
      entries[0].request.url = entries[0].request.url.replace(/\/v1\/[^?]*/, '/v1/notInTheDocument');
    });
    const listed = await cli(['check', file, '--report-dir', join(dir, 'report-undocumented')]);
    expect(listed.code, listed.stdout.slice(-3000)).toBe(0);
    expect(listed.stdout).toMatch(/Undocumented \(1 exchanges .*\):\n {2}\? \w+ \S+\/v1\/notInTheDocument × 1/);
    expect((await reportOf(join(dir, 'report-undocumented'))).traffic.undocumented).toHaveLength(1);
    expect((await cli(['check', file, '--strict', '--report-dir', join(dir, 'report-undocumented-strict')])).code).toBe(1);
  });

  it('a malformed entry is named by its index (from 0) and skipped, the others judged', async () => {
    const file = await broken('malformed', (entries) => {
      delete entries[1].response.status;
    });
    const { code, stdout } = await cli(['check', file, '--report-dir', join(dir, 'report-malformed')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/malformed\.har entry 1: no response with a numeric status/);
    expect(stdout).toMatch(new RegExp(`${operations.length} recorded exchanges \\(${operations.length - 1} judged\\)`));
  });
});

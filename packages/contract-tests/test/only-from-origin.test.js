// A member only some origins answer with (`x-only-from`: endpoint 4's Containers, answered by
// `{base_url}:83` and not by `{eu_base_url}:86`), in recorded traffic: `fulfillment-contract check`
// on a HAR whose answers come from both origins fails the European one that carries Containers, by
// response_schema_conformance naming the rule, and passes the same answer from the main origin and
// the European answer without it. Operation, origins and answers are read from the document.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleRequest, listOperations, loadBundle, requestTarget } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

const document = loadBundle();
const status = /** @type {import('@fulfillment-api/document').DocumentOperation} */ (listOperations(document).find((operation) => operation.endpoint === 4));
const [main83, europe86] = status.servers;
const examples = /** @type {NonNullable<ReturnType<typeof status.response>>} */ (status.response(200)).examples;
/** The example answer that carries Containers (the main host's), and the one that does not. */
const withContainers = /** @type {Record<string, unknown>} */ (examples.find((example) => 'Containers' in /** @type {object} */ (example.value))?.value);
const { Containers: _containers, ...withoutContainers } = withContainers;

/** One HAR 1.2 entry: a GET of the order, from `server`, answered 200 with `answer`. */
function entry(server, answer) {
  const request = { ...exampleRequest(status), path: { shipmentId: String(withContainers.ShipmentId) } };
  const text = JSON.stringify(answer);
  return {
    startedDateTime: '2026-11-25T10:00:00.000Z',
    time: 40,
    request: { method: 'GET', url: `${server.urlWithDefaults()}${requestTarget(status.path, request)}`, httpVersion: 'HTTP/1.1', headers: [], queryString: [], cookies: [], headersSize: -1, bodySize: 0 },
    response: { status: 200, statusText: 'OK', httpVersion: 'HTTP/1.1', headers: [{ name: 'content-type', value: 'application/json' }], cookies: [], content: { size: text.length, mimeType: 'application/json', text }, redirectURL: '', headersSize: -1, bodySize: text.length },
    cache: {},
    timings: { send: 0, wait: 40, receive: 0 },
  };
}

let dir;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-only-from-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `fulfillment-contract check` on a HAR of the given entries; its exit code and the report's results. */
async function check(name, entries) {
  const file = join(dir, `${name}.har`);
  await writeFile(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'hand', version: '1' }, entries } }));
  let stdout = '';
  const code = await main(['check', file, '--report-dir', join(dir, name)], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } });
  const report = JSON.parse(await readFile(join(dir, name, 'report-mock.json'), 'utf8'));
  return { code, stdout, results: report.results.filter((result) => result.check === 'response_schema_conformance') };
}

describe('x-only-from in recorded traffic', () => {
  it('passes Containers from the main origin, and the European answer without them', async () => {
    const { code, stdout, results } = await check('allowed', [entry(main83, withContainers), entry(europe86, withoutContainers)]);
    expect(code, stdout).toBe(0);
    expect(results.map((result) => [result.origin, result.outcome])).toEqual([
      [new URL(main83.urlWithDefaults()).origin, 'passed'],
      [new URL(europe86.urlWithDefaults()).origin, 'passed'],
    ]);
  });

  it('fails Containers from the European origin, naming the member, the origins and the rule', async () => {
    const { code, stdout, results } = await check('ruled-out', [entry(europe86, withContainers)]);
    expect(code).toBe(1);
    expect(results).toHaveLength(1);
    expect(results[0].outcome).toBe('failed');
    expect(results[0].message).toBe(
      `/Containers is answered only from ${main83.url}, not from ${europe86.url} (x-only-from; schema #/components/schemas/InboundOrderDetail/allOf/1/properties/Containers/x-only-from)`,
    );
    expect(stdout).toMatch(/FAIL .*getInboundOrderStatus.*response_schema_conformance/);
  });
});

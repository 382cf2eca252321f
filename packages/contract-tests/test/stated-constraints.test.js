// The constraints the description states beyond bounds, in recorded traffic: `fulfillment-contract
// check` on HAR entries written here from the document's own example requests and answers, each
// changed in one place. Where the description rules the change out, the check named fails (a request
// the document refuses but the recording shows accepted fails negative_data_rejection; an answer it
// rules out fails response_schema_conformance, naming the rule); where the description allows it,
// every check passes. Item 3 (Containers only from `{base_url}:83`) is the one no schema can say:
// the check reads `x-only-from` and the server the exchange was recorded from.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleRequest, listOperations, loadBundle, requestTarget } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

const document = loadBundle();
const endpoint = (/** @type {number} */ number) => /** @type {import('@fulfillment-api/document').DocumentOperation} */ (listOperations(document).find((operation) => operation.endpoint === number));
/** The documented success of an operation: its first 2xx code (a `2XX` range recorded as 200), its first example answer. */
function success(operation) {
  const response = operation.responses.find((candidate) => /^2/.test(candidate.key));
  return { status: /^\d+$/.test(response.key) ? Number(response.key) : 200, answer: structuredClone(response.examples[0]?.value) };
}

/**
 * One HAR 1.2 entry of `operation`: its example request changed by `request`, sent to its server
 * `serverIndex`, answered with its example answer changed by `answer`.
 */
function entry(operation, { request: changeRequest = (r) => r, answer: changeAnswer = (a) => a, serverIndex = 0 } = {}) {
  const request = changeRequest(structuredClone(exampleRequest(operation)));
  const { status, answer } = success(operation);
  const answered = changeAnswer(answer);
  const text = answered === undefined ? '' : JSON.stringify(answered);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return {
    startedDateTime: '2026-11-25T10:00:00.000Z',
    time: 40,
    request: {
      method: operation.method,
      url: `${operation.servers[serverIndex].urlWithDefaults()}${requestTarget(operation.path, request)}`,
      httpVersion: 'HTTP/1.1',
      headers: body === undefined ? [] : [{ name: 'content-type', value: 'application/json' }],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: body === undefined ? 0 : body.length,
      ...(body === undefined ? {} : { postData: { mimeType: 'application/json', text: body } }),
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: text === '' ? [] : [{ name: 'content-type', value: 'application/json' }],
      cookies: [],
      content: { size: text.length, mimeType: text === '' ? 'x-unknown' : 'application/json', text },
      redirectURL: '',
      headersSize: -1,
      bodySize: text.length,
    },
    cache: {},
    timings: { send: 0, wait: 40, receive: 0 },
  };
}

const withQuery = (name, value) => (request) => ({ ...request, query: { ...request.query, [name]: value } });
const withBody = (change) => (request) => ({ ...request, body: change(request.body) });
const failedPackage = { PackageId: 'PKG-1', Success: false, Message: 'ServiceCode is not available', ErrorCode: 'E1043' };
const withoutTotal = ({ TotalCharge: _total, ...rest }) => rest;
const containersOf = () => structuredClone(success(endpoint(4)).answer.Containers);

/** [item, the check it fails where ruled out, the entry ruled out, the entry allowed] */
const ITEMS = [
  ['1. FromDate of endpoint 12 with an offset', 'negative_data_rejection', () => entry(endpoint(12), { request: withQuery('FromDate', '2026-11-01T00:00:00+02:13') }), () => entry(endpoint(12), { request: withQuery('FromDate', '2026-10-31T21:47:00Z') })],
  ['1. ToDate of endpoint 12 with a space', 'negative_data_rejection', () => entry(endpoint(12), { request: withQuery('ToDate', '2026-11-20 23:59:59Z') }), () => entry(endpoint(12), { request: withQuery('ToDate', '2026-11-20T23:59:59+00:00') })],
  ['2. LastUpdated of endpoint 4, not a UTC date-time', 'response_schema_conformance', () => entry(endpoint(4), { answer: (a) => ({ ...a, LastUpdated: 'yesterday' }) }), () => entry(endpoint(4), { answer: (a) => ({ ...a, LastUpdated: '2026-11-20T16:02:11.5Z' }) })],
  ['3. Containers answered from the European origin of endpoint 4', 'response_schema_conformance', () => entry(endpoint(4), { serverIndex: 1, answer: (a) => ({ ...a, Containers: containersOf() }) }), () => entry(endpoint(4), { serverIndex: 0, answer: (a) => ({ ...a, Containers: containersOf() }) })],
  ['4. SvcOrderShipOutedStr of endpoint 9, not a date-time text', 'response_schema_conformance', () => entry(endpoint(9), { answer: (a) => ({ ...a, SvcOrderShipOutedStr: 'banana' }) }), () => entry(endpoint(9), { answer: (a) => ({ ...a, SvcOrderShipOutedStr: '2026-11-21T10:30:00+08:00' }) })],
  ['4. SvcOrderPackedTimeStr of endpoint 9, empty', 'response_schema_conformance', () => entry(endpoint(9), { answer: (a) => ({ ...a, SvcOrderPackedTimeStr: '' }) }), () => entry(endpoint(9), { answer: (a) => ({ ...a, SvcOrderPackedTimeStr: '2026-11-21 09:12' }) })],
  ['5. a refused package of endpoint 1 without its reasons', 'response_schema_conformance', () => entry(endpoint(1), { answer: (a) => [...a, { PackageId: 'PKG-1', Success: false }] }), () => entry(endpoint(1), { answer: (a) => [...a, failedPackage] })],
  ['5. a refused package of endpoint 2 with an empty ErrorCode', 'response_schema_conformance', () => entry(endpoint(2), { answer: (a) => [...a, { ...failedPackage, ErrorCode: '' }] }), () => entry(endpoint(2), { answer: (a) => [...a, { PackageId: 'PKG-1', Success: true, Message: '', ErrorCode: '' }] })],
  ['6. a result of endpoint 7 without TotalCharge', 'response_schema_conformance', () => entry(endpoint(7), { answer: (a) => a.map(withoutTotal) }), () => entry(endpoint(7))],
  ['6. a result of endpoint 8 without TotalCharge', 'response_schema_conformance', () => entry(endpoint(8), { answer: (a) => a.map(withoutTotal) }), () => entry(endpoint(8))],
  ['7. the result of endpoint 13 with TotalCharge', 'response_schema_conformance', () => entry(endpoint(13), { answer: (a) => ({ ...a, TotalCharge: { Currency: 'EUR', Amount: 9.35 } }) }), () => entry(endpoint(13))],
  ['8. IncludeUnsuccessful sent to endpoint 13', 'negative_data_rejection', () => entry(endpoint(13), { request: withBody((b) => ({ ...b, IncludeUnsuccessful: true })) }), () => entry(endpoint(13), { request: withBody((b) => ({ ...b, City: 'Lyon' })) })],
];

let dir;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-stated-constraints-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `fulfillment-contract check` on a HAR of the given entries: its exit code, output and results by entry. */
async function check(name, entries) {
  const file = join(dir, `${name}.har`);
  await writeFile(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'hand', version: '1' }, entries } }));
  let stdout = '';
  const code = await main(['check', file, '--report-dir', join(dir, name)], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } });
  const report = JSON.parse(await readFile(join(dir, name, 'report-mock.json'), 'utf8'));
  return { code, stdout, results: report.results };
}

describe('stated constraints in recorded traffic', () => {
  it('passes every entry the description allows, each in its place', async () => {
    const { code, stdout, results } = await check('allowed', ITEMS.map(([, , , allowed]) => allowed()));
    expect(code, stdout.slice(-3000)).toBe(0);
    expect(results.filter((result) => result.outcome === 'failed')).toEqual([]);
    expect(new Set(results.map((result) => result.endpoint))).toEqual(new Set([1, 2, 4, 7, 8, 9, 12, 13]));
  });

  it.each(ITEMS)('%s fails %s', async (name, failing, ruledOut) => {
    const { code, results } = await check(name.replace(/[^a-z0-9]+/gi, '-'), [ruledOut()]);
    expect(code).toBe(1);
    const failed = results.filter((result) => result.outcome === 'failed');
    expect(failed.map((result) => result.check)).toEqual([failing]);
  });

  it('names the rule: the member, its origins and x-only-from for item 3', async () => {
    const status = endpoint(4);
    const { results } = await check('only-from', [ITEMS[3][2]()]);
    expect(results.find((result) => result.outcome === 'failed')?.message).toBe(
      `/Containers is answered only from ${status.servers[0].url}, not from ${status.servers[1].url} (x-only-from; schema #/components/schemas/InboundOrderDetail/allOf/1/properties/Containers/x-only-from)`,
    );
  });
});

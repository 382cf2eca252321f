// @ts-check
/**
 * A gateway's log as `fulfillment-contract check` reads it, made from the document alone: NDJSON,
 * one HAR entry a line, each operation's example request on each of its servers (as the sandbox
 * would have received it) with its documented success answer; every fourth exchange is given an
 * answer the document does not allow (the example wrapped in a list, or a 500 in plain text), so
 * that the checks fail on a share of the traffic, as they would on a real day's.
 */
import { once } from 'node:events';
import { exampleRequest, listOperations, requestTarget } from '@fulfillment-api/document';

/** The hosts the log's requests went to: what `check` is given as `--base-url` and `--eu-base-url`. */
export const RECORDED_SERVER_VARIABLES = { base_url: 'https://sandbox.fulfillment.example', eu_base_url: 'https://eu.sandbox.fulfillment.example' };

/**
 * The distinct exchanges the log repeats: per operation and server, one conformant and one not.
 * @param {any} document
 * @returns {{ conformant: string[], broken: string[] }} each a line of NDJSON
 */
export function recordedExchangeLines(document) {
  const conformant = [];
  const broken = [];
  for (const operation of listOperations(document)) {
    let request;
    try {
      request = exampleRequest(operation);
    } catch {
      continue;
    }
    const success = operation.responses.find((response) => /^2/.test(response.key));
    const status = success ? (success.key === '2XX' ? 200 : Number(success.key)) : 200;
    const example = success?.examples[0]?.value;
    for (const server of operation.servers) {
      const url = `${server.urlWith(RECORDED_SERVER_VARIABLES)}${requestTarget(operation.path, request)}`;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const entry = (/** @type {number} */ answerStatus, /** @type {string} */ type, /** @type {string} */ text) =>
        JSON.stringify({
          startedDateTime: '2026-11-20T10:00:00.000Z',
          time: 42,
          request: {
            method: operation.method,
            url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [{ name: 'accept', value: 'application/json' }, ...(body ? [{ name: 'content-type', value: 'application/json' }] : [])],
            queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
            ...(body ? { postData: { mimeType: 'application/json', text: body } } : {}),
            headersSize: -1,
            bodySize: body ? Buffer.byteLength(body) : 0,
          },
          response: {
            status: answerStatus,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [{ name: 'content-type', value: type }],
            content: { size: Buffer.byteLength(text), mimeType: type, text },
            redirectURL: '',
            headersSize: -1,
            bodySize: Buffer.byteLength(text),
          },
          cache: {},
          timings: { send: 0, wait: 42, receive: 0 },
        });
      conformant.push(entry(status, 'application/json', example === undefined ? '' : JSON.stringify(example)));
      // The example wrapped in a list: JSON of a documented status, which its schema cannot accept.
      broken.push(example === undefined ? entry(500, 'text/plain', 'Internal error') : entry(status, 'application/json', JSON.stringify([example])));
    }
  }
  return { conformant, broken };
}

/**
 * Writes `count` exchanges to a stream (a command's standard input: a log of any size without a file
 * of that size), every fourth one not conformant, then ends it.
 * @param {NodeJS.WritableStream} out
 * @param {number} count
 * @param {{ conformant: string[], broken: string[] }} lines
 */
export async function streamRecordedTraffic(out, count, { conformant, broken }) {
  // Lines written a few hundred at a time: one write per line would cost the writer more than the reader.
  let chunk = '';
  for (let index = 0; index < count; index += 1) {
    const pool = index % 4 === 3 ? broken : conformant;
    chunk += `${pool[index % pool.length]}\n`;
    if (chunk.length < 256 * 1024 && index < count - 1) continue;
    const flowing = out.write(chunk);
    chunk = '';
    if (!flowing) await once(out, 'drain');
  }
  out.end();
}

// @ts-check
// Every exchange of a run, as HAR 1.2 (`exchanges.har` in the report directory): what was sent and
// what came back, each entry naming its operation, kind, phase and check outcomes in HAR's custom
// fields (`_`-prefixed), plus the planned request (`_request`: path, query, body) and its server, so
// that `fulfillment-contract replay` can send it again to this target or another. Configured headers
// carry the redaction placeholder: credentials are given again at replay.
import { REDACTED } from '@fulfillment-api/client/public-api';
import { isCredentialHeader } from './credential-headers.js';

/**
 * @typedef {object} LoggedExchange
 * @property {import('./plan-exchanges.js').Exchange} exchange
 * @property {string} phase
 * @property {import('./send-request.js').OutgoingRequest} outgoing
 * @property {import('./send-request.js').Answer | import('./send-request.js').NoAnswer} answer
 * @property {number} startedAt epoch milliseconds
 * @property {import('./run-contract.js').CheckResult[]} results
 */

/**
 * @param {LoggedExchange[]} logged in the order they were sent
 * @param {{ target: string, credentialHeaderNames: string[], destination: import('./request-url.js').Destination, checks?: string[] }} run
 *   checks: the checks the run selected (a replay judges with the same ones)
 * @returns {{ log: { version: string, creator: { name: string, version: string }, comment: string, _target: string, _destination: import('./request-url.js').Destination, _selectedChecks?: string[], entries: Array<Record<string, any>> } }}
 */
export function harLog(logged, { target, credentialHeaderNames, destination, checks }) {
  const secret = new Set(credentialHeaderNames.map((name) => name.toLowerCase()));
  const headerList = (/** @type {Record<string, string>} */ headers) =>
    Object.entries(headers).map(([name, value]) => ({ name, value: secret.has(name.toLowerCase()) || isCredentialHeader(name) ? REDACTED : value }));
  return {
    log: {
      version: '1.2',
      creator: { name: 'fulfillment-contract', version: '1' },
      comment: `contract run against ${target}`,
      _target: target,
      _destination: destination,
      ...(checks ? { _selectedChecks: checks } : {}),
      entries: logged.map(({ exchange, phase, outgoing, answer, startedAt, results }) => {
        const url = new URL(outgoing.url);
        const answered = 'status' in answer;
        return {
          startedDateTime: new Date(startedAt).toISOString(),
          time: Math.round(answer.elapsedMs),
          request: {
            method: outgoing.method,
            url: outgoing.url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: headerList(outgoing.headers),
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            ...(outgoing.body !== undefined ? { postData: { mimeType: 'application/json', text: outgoing.body } } : {}),
            headersSize: -1,
            bodySize: outgoing.body === undefined ? 0 : Buffer.byteLength(outgoing.body),
          },
          response: answered
            ? {
                status: answer.status,
                statusText: '',
                httpVersion: 'HTTP/1.1',
                cookies: [],
                headers: Object.entries(answer.headers).map(([name, value]) => ({ name, value })),
                content: { size: Buffer.byteLength(answer.body), mimeType: answer.headers['content-type'] ?? '', text: answer.body },
                redirectURL: answer.headers.location ?? '',
                headersSize: -1,
                bodySize: Buffer.byteLength(answer.body),
              }
            : { status: 0, statusText: '', httpVersion: 'HTTP/1.1', cookies: [], headers: [], content: { size: 0, mimeType: '' }, redirectURL: '', headersSize: -1, bodySize: -1, _error: answer.error },
          cache: {},
          timings: { send: 0, wait: Math.round(answer.elapsedMs), receive: 0 },
          _operationId: String(exchange.operation.operationId),
          _kind: exchange.kind,
          _phase: phase,
          _intent: exchange.intent,
          ...(exchange.boundCase ? { _boundCase: exchange.boundCase.name } : {}),
          ...(exchange.brokenRule ? { _brokenRule: exchange.brokenRule } : {}),
          ...(exchange.via ? { _via: exchange.via } : {}),
          _server: exchange.server.url,
          _request: exchange.request,
          _checks: results.map((r) => ({ check: r.check, outcome: r.outcome, ...(r.message ? { message: r.message } : {}) })),
        };
      }),
    },
  };
}

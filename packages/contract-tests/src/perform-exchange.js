// @ts-check
// The run's sender as a source of exchanges: a planned exchange goes to its own origin (or the mock
// with `__server`) in its origin's lane, paced, and what comes back goes through the judging
// pipeline's judging step; each exchange that counts is emitted to the reporters straight after. The target policy is asked once more
// before anything leaves.
import { curlLine } from './curl-line.js';
import { causeOf } from './no-answer-cause.js';
import { requestUrl } from './request-url.js';
import { sendRequest } from './send-request.js';
import { assertMaySend, mayRepeat } from './target-policy.js';

/**
 * @typedef {import('./plan-exchanges.js').Exchange} Exchange
 * @typedef {import('./run-contract.js').CheckResult} CheckResult
 * @typedef {(exchange: Exchange, how: { phase: string, record?: boolean }) => Promise<{ results: CheckResult[], answer?: import('./send-request.js').Answer }>} Perform
 */

/**
 * The request a planned exchange puts on the wire.
 * @param {Exchange} exchange
 * @param {import('./request-url.js').Destination} destination
 * @param {Record<string, string>} headers sent with every request (the mock's session header, then the configured ones)
 * @returns {import('./send-request.js').OutgoingRequest}
 */
export function outgoingRequest(exchange, destination, headers) {
  const { operation, request } = exchange;
  return {
    method: operation.method,
    url: requestUrl(destination, /** @type {{ url: string }} */ (exchange.server), operation.path, request),
    headers: {
      accept: 'application/json',
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  };
}

/**
 * @param {object} options
 * @param {import('./plan-exchanges.js').TargetName} options.target
 * @param {import('./request-url.js').Destination} options.destination
 * @param {Record<string, string>} options.headers the configured headers and the mock's session header
 * @param {string[]} options.credentialHeaderNames shown as a placeholder in curl lines
 * @param {import('./judge-exchange.js').Cleaning} options.cleaning what is written of every exchange (the curl line, a failure) is cleaned by
 * @param {number} options.timeoutMs
 * @param {() => Promise<void>} options.pace
 * @param {ReturnType<typeof import('./origin-lanes.js').createOriginLanes>} options.lanes
 * @param {ReturnType<typeof import('./send-request.js').createSender>} options.sender
 * @param {import('./judge-exchange.js').Judge} options.judge
 * @param {import('./run-events.js').RunEvents['emit']} options.emit
 */
export function createPerformer({ target, destination, headers, credentialHeaderNames, cleaning, timeoutMs, pace, lanes, sender, judge, emit }) {
  let requestsSent = 0;
  /** @type {Perform} */
  const perform = async (exchange, { phase, record = true }) => {
    const { operation } = exchange;
    assertMaySend(target, operation);
    const outgoing = outgoingRequest(exchange, destination, headers);
    const curl = cleaning.clean(curlLine(outgoing, credentialHeaderNames));
    const origin = new URL(outgoing.url).origin;
    /** @param {import('./judge-exchange.js').Judged} judged @param {import('./send-request.js').Answer | import('./send-request.js').NoAnswer} answer @param {number} startedAt */
    const judgedEvent = (judged, answer, startedAt) => {
      if (record) emit({ type: 'exchange-judged', exchange, phase, outgoing, answer, startedAt, results: judged.results, drift: judged.drift });
    };
    return lanes.run(
      origin,
      /** @returns {Promise<{ value: { results: CheckResult[], answer?: import('./send-request.js').Answer }, timedOut: boolean }>} */
      async () => {
        await pace();
        requestsSent += 1;
        const startedAt = Date.now();
        const answer = await sendRequest(outgoing, { timeoutMs, sender, repeatable: mayRepeat(target, operation) });
        if ('error' in answer) {
          const judged = judge.unanswered(exchange, { phase, origin, curl, problem: causeOf(answer.error), cleaning });
          judgedEvent(judged, answer, startedAt);
          return { value: { results: judged.results }, timedOut: answer.timedOut === true };
        }
        const judged = judge.judge(exchange, answer, { phase, origin, curl, withDrift: record, cleaning });
        judgedEvent(judged, answer, startedAt);
        return { value: { results: judged.results, answer }, timedOut: false };
      },
      (reason) => ({
        results: judge.unanswered(exchange, { phase, origin, curl, problem: `no answer within ${timeoutMs} ms`, note: ` (not sent: ${reason}; --request-timeout sets the wait)`, cleaning }).results,
      }),
    );
  };
  return {
    perform,
    /** How many requests have left so far. */
    requestsSent: () => requestsSent,
  };
}

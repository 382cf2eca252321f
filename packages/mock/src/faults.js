// @ts-check
/**
 * Faults and latency on request, so that integrators can test their retries and timeouts: a request
 * asks for a delay or a status with headers of its own, and a session can plan "the next N calls
 * fail" (`POST /__mock/faults`), which lets a retry that then succeeds be tested although a client
 * sends the same headers on every retry.
 */
import { faultAnswer, invalidRequestAnswer, jsonAnswer } from './mock-answers.js';

/** Request headers that ask the mock for a fault. */
export const FAULT_HEADERS = Object.freeze({
  /** Milliseconds to wait before answering, 0 to `MAX_DELAY_MS`. */
  delay: 'x-mock-delay',
  /** A status from 200 to 599 to answer with, with a body marked as the mock's own. */
  status: 'x-mock-status',
  /** A `Retry-After` value (seconds, or an HTTP date) to send with that status. */
  retryAfter: 'x-mock-retry-after',
});

/** The longest delay a request can ask for: past it a test is better served by a client timeout. */
export const MAX_DELAY_MS = 60_000;

/**
 * @typedef {{ ok: true, delay: number, status?: number, retryAfter?: string }} FaultRequest
 * @typedef {{ ok: false, field: string, message: string }} FaultRefused
 */

/**
 * The fault a request asks for through its headers (none: delay 0, no status).
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {FaultRequest | FaultRefused}
 */
function requestedFault(headers) {
  const one = (/** @type {string} */ name) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim();
  };
  const delayText = one(FAULT_HEADERS.delay);
  const statusText = one(FAULT_HEADERS.status);
  const retryAfter = one(FAULT_HEADERS.retryAfter);
  const delay = delayText === undefined ? 0 : wholeNumber(delayText);
  if (delay === undefined || delay > MAX_DELAY_MS) {
    return { ok: false, field: FAULT_HEADERS.delay, message: `must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, got ${JSON.stringify(delayText)}` };
  }
  const status = statusText === undefined ? undefined : wholeNumber(statusText);
  if (statusText !== undefined && !isFaultStatus(status)) {
    return { ok: false, field: FAULT_HEADERS.status, message: `must be an HTTP status from 200 to 599, got ${JSON.stringify(statusText)}` };
  }
  if (retryAfter !== undefined && !isRetryAfter(retryAfter)) {
    return { ok: false, field: FAULT_HEADERS.retryAfter, message: `must be whole seconds or an HTTP date, got ${JSON.stringify(retryAfter)}` };
  }
  return { ok: true, delay, ...(status === undefined ? {} : { status }), ...(retryAfter === undefined ? {} : { retryAfter }) };
}

/**
 * A session's plan of failures, from the body of `POST /__mock/faults`:
 * `{ "count": 2, "status": 503, "retryAfter": "1" }`.
 * @param {unknown} body
 * @returns {{ ok: true, plan: import('./session-states.js').PlannedFailures } | FaultRefused}
 */
export function plannedFailures(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, field: '', message: 'must be a JSON object such as {"count": 2, "status": 503, "retryAfter": "1"}' };
  }
  const { count, status = 503, retryAfter } = /** @type {Record<string, unknown>} */ (body);
  if (!(Number.isInteger(count) && Number(count) >= 0 && Number(count) <= 1000)) {
    return { ok: false, field: 'count', message: `must be a whole number from 0 to 1000 (the calls to fail), got ${JSON.stringify(count)}` };
  }
  if (!isFaultStatus(status)) return { ok: false, field: 'status', message: `must be an HTTP status from 200 to 599, got ${JSON.stringify(status)}` };
  const retryText = retryAfter === undefined ? undefined : String(retryAfter);
  if (retryText !== undefined && !isRetryAfter(retryText)) {
    return { ok: false, field: 'retryAfter', message: `must be whole seconds or an HTTP date, got ${JSON.stringify(retryAfter)}` };
  }
  return { ok: true, plan: { remaining: Number(count), status: Number(status), ...(retryText === undefined ? {} : { retryAfter: retryText }) } };
}

/** @param {unknown} status */
function isFaultStatus(status) {
  return Number.isInteger(status) && Number(status) >= 200 && Number(status) <= 599;
}

/** @param {string} value */
function isRetryAfter(value) {
  return /^\d{1,9}$/.test(value) || !Number.isNaN(Date.parse(value));
}

/** @param {string} text */
function wholeNumber(text) {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * The fault a request meets, after the delay it asked for: the session's planned failures first
 * (one is used up), then the status its headers ask for; undefined when it asked for none. A bad
 * fault header is a 400 naming it.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {{ failures?: import('./session-states.js').PlannedFailures }} session
 * @returns {Promise<import('./mock-core.js').MockResponse | undefined>}
 */
export async function faultFor(headers, session) {
  const fault = requestedFault(headers);
  if (!fault.ok) return jsonAnswer(400, invalidRequestAnswer([{ path: ['header', fault.field], code: 'fault', message: fault.message }]));
  if (fault.delay > 0) await new Promise((resolveDelay) => setTimeout(resolveDelay, fault.delay));
  const failures = session.failures;
  if (failures && failures.remaining > 0) {
    failures.remaining -= 1;
    const answer = faultAnswer(failures.status, `its session asked for its next calls to fail (${failures.remaining} left)`);
    return jsonAnswer(failures.status, answer, failures.retryAfter === undefined ? {} : { 'retry-after': failures.retryAfter });
  }
  if (fault.status !== undefined) {
    const answer = faultAnswer(fault.status, 'the request asked for it (x-mock-status)');
    return jsonAnswer(fault.status, answer, fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter });
  }
  return undefined;
}

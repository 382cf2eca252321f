// @ts-check
/**
 * The bodies the mock writes itself. The description does not show the service's error body, so
 * these are the mock's own shape (problem+json-like, `source: "fulfillment-mock"`): a client must not
 * rely on them against the service.
 */

const MOCK_SOURCE = 'fulfillment-mock';

/**
 * @typedef {{ in: string, field: string, rule: string, message: string }} Violation
 * @typedef {{ source: string, status: number, title: string, detail: string, violations?: Violation[] }} MockAnswer
 */

/**
 * @param {{ path?: (string | number)[], location?: (string | number)[], code: string | number, message: string }[]} diagnostics
 *   Prism's diagnostics (`path`) or the items of its 422 problem (`location`)
 * @returns {MockAnswer}
 */
export function invalidRequestAnswer(diagnostics) {
  const violations = diagnostics.map(({ path, location, code, message }) => {
    const [place = 'request', ...field] = path ?? location ?? [];
    return { in: String(place), field: fieldName(field), rule: String(code), message };
  });
  return {
    source: MOCK_SOURCE,
    status: 400,
    title: 'Invalid request',
    detail:
      `The request breaks ${violations.length} rule${violations.length === 1 ? '' : 's'} of the document. ` +
      "This body is the mock's own; the service's error body is not shown in its description.",
    violations,
  };
}

/**
 * @param {400 | 405 | 413} status
 * @param {string} title
 * @param {string} detail
 * @returns {MockAnswer}
 */
export function refusedBodyAnswer(status, title, detail) {
  return { source: MOCK_SOURCE, status, title, detail };
}

/**
 * An identifier this session never created and no example of the document names. The service's
 * body for it is not shown; this one is the mock's.
 * @param {number} status the read's documented code for it (404, else 400)
 * @param {{ operationId: string, parameter: string, id: string }} what
 * @returns {MockAnswer}
 */
export function notFoundAnswer(status, { operationId, parameter, id }) {
  return {
    source: MOCK_SOURCE,
    status,
    title: status === 404 ? 'Not found' : 'Unknown identifier',
    detail:
      `${operationId}: no ${parameter} ${JSON.stringify(id)} was created in this session, and no example of the document names it. ` +
      `Create it first (in the same session), or use an example identifier. This body is the mock's own.`,
  };
}

/**
 * A fault the caller asked for (a status of their choosing), so that retries and error handling
 * can be tested. Marked as the mock's own: the service would not send it.
 * @param {number} status
 * @param {string} how what asked for it
 * @returns {MockAnswer}
 */
export function faultAnswer(status, how) {
  return { source: MOCK_SOURCE, status, title: 'Fault on request', detail: `The mock answers ${status} because ${how}. This body is the mock's own.` };
}

/**
 * A failure of the mock itself (a bug, not the request's fault).
 * @param {Error} error
 * @returns {MockAnswer}
 */
export function mockFailureAnswer(error) {
  return { source: MOCK_SOURCE, status: 500, title: 'The mock failed', detail: error.message };
}

/**
 * A JSON answer of the mock's own, as every door sends it.
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {import('./mock-core.js').MockResponse}
 */
export function jsonAnswer(status, body, headers = {}) {
  return { status, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** `['Packages', 0, 'Sku']` -> `Packages[0].Sku`; the whole body or parameter -> `''`. */
function fieldName(/** @type {(string | number)[]} */ segments) {
  return segments
    .map((segment, index) =>
      typeof segment === 'number' || /^\d+$/.test(String(segment)) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`,
    )
    .join('');
}

// @ts-check
/**
 * The bodies the mock writes itself. The description does not show the service's error body, so
 * these are the mock's own shape (problem+json-like, `source: "fulfillment-mock"`): a client must not
 * rely on them against the service.
 */

export const MOCK_SOURCE = 'fulfillment-mock';

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
 * @param {400 | 413} status
 * @param {string} title
 * @param {string} detail
 * @returns {MockAnswer}
 */
export function refusedBodyAnswer(status, title, detail) {
  return { source: MOCK_SOURCE, status, title, detail };
}

/**
 * A failure of the mock itself (a bug, not the request's fault).
 * @param {Error} error
 * @returns {MockAnswer}
 */
export function mockFailureAnswer(error) {
  return { source: MOCK_SOURCE, status: 500, title: 'The mock failed', detail: error.message };
}

/** `['Packages', 0, 'Sku']` -> `Packages[0].Sku`; the whole body or parameter -> `''`. */
function fieldName(/** @type {(string | number)[]} */ segments) {
  return segments
    .map((segment, index) =>
      typeof segment === 'number' || /^\d+$/.test(String(segment)) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`,
    )
    .join('');
}

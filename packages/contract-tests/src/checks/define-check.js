// @ts-check
// What a check is: a name (the one Schemathesis users know), its column in the terminal table, which
// exchanges it applies to, and its verdict on one answer. The planner, the runner, the terminal table,
// the config schema and the published types all read these declarations; nothing lists the checks a
// second time.

/**
 * @typedef {{ outcome: 'passed' | 'failed' | 'skipped', message?: string }} CheckVerdict
 * @typedef {object} CheckContext
 * @property {Record<string, any>} document
 * @property {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} validator
 * @property {number} maxResponseTimeMs
 * @property {boolean} live a sandbox or production, not the mock
 * @property {boolean} [strictGenerated] a live target's 4xx to a generated valid request, or a recorded one's 4xx, fails (it is reported otherwise)
 * @property {boolean} [inferredStatusDrift] a 4xx other than an inferred 400 is left to the drift report (see status_code_conformance)
 * @typedef {(exchange: import('../plan-exchanges.js').Exchange, answer: import('../send-request.js').Answer, context: CheckContext) => CheckVerdict} Verify
 */

/**
 * @template {string} Name
 * @typedef {object} Check
 * @property {Name} name
 * @property {string} column its heading in the terminal table (at most 9 characters)
 * @property {string} summary what it holds, in one sentence
 * @property {(exchange: Pick<import('../plan-exchanges.js').Exchange, 'intent' | 'kind'>) => boolean} appliesTo
 * @property {Verify} verify
 * @property {ReadonlyArray<ExchangePart>} [reads] what of the exchange it reads beyond the status and
 *   headers: a recording may lack it (a body left out, no timing), and then the check is not run
 */

/**
 * @typedef {'answer body' | 'request body' | 'timing'} ExchangePart
 */

/**
 * @template {string} Name
 * @param {Check<Name>} check
 * @returns {Readonly<Check<Name>>}
 */
export function defineCheck(check) {
  return Object.freeze(check);
}

/**
 * A pass that says nothing more. Frozen, as is every verdict a check gives again and again (see
 * `lastingVerdict`): the judge shares one result for the exchanges such a verdict is given to.
 * @type {CheckVerdict}
 */
export const PASSED = Object.freeze({ outcome: 'passed' });

// On three contract runs' HAR: 903 → 834 µs of CPU an exchange (median of 5, alternated; the repeated log 231 → 250).
/** Verdicts remembered by one `lastingVerdict` table at most (statuses are few; beyond, each is made). */
const LASTING_VERDICTS = 1000;

/**
 * A verdict that follows from `key` alone (a documented response, a status): made the first time,
 * then given again, frozen.
 * @param {Map<unknown, CheckVerdict>} table the check's own, one for each kind of verdict
 * @param {unknown} key
 * @param {() => CheckVerdict} make
 * @returns {CheckVerdict}
 */
export function lastingVerdict(table, key, make) {
  let verdict = table.get(key);
  if (verdict === undefined) {
    verdict = Object.freeze(make());
    if (table.size < LASTING_VERDICTS) table.set(key, verdict);
  }
  return verdict;
}

/** Every answer is held against the document, whatever sent it. */
export const everyAnswer = () => true;
/** A request the document calls valid: an example, a configured input, a value on a bound, a generated valid request, a flow's read. */
export const validRequests = (/** @type {{ intent: string }} */ exchange) => exchange.intent === 'valid';
/** A request that breaks one rule of the document, or names an identifier that cannot exist. */
export const invalidRequests = (/** @type {{ intent: string }} */ exchange) => exchange.intent !== 'valid';

/**
 * The precondition of the checks that read the documented response: where the status is not
 * documented there is nothing to hold the answer against (status_code_conformance says so once).
 * @param {(exchange: import('../plan-exchanges.js').Exchange, answer: import('../send-request.js').Answer, context: CheckContext, documented: import('@fulfillment-api/document').Response) => CheckVerdict} verify
 * @returns {Verify}
 */
export function whenStatusDocumented(verify) {
  /** @type {Map<unknown, CheckVerdict>} */
  const undocumented = new Map();
  return (exchange, answer, context) => {
    const documented = exchange.operation.response(answer.status);
    if (!documented) return lastingVerdict(undocumented, answer.status, () => ({ outcome: 'skipped', message: `status ${answer.status} is not documented (see status_code_conformance)` }));
    return verify(exchange, answer, context, documented);
  };
}

// @ts-check
// The one judging step: an exchange (the request as sent, the answer as received) held against the
// document with the declared checks that apply to it, and the drift it shows. It does not care where
// the exchange came from: the run's planner and sender, a recording, or the proxy all hand it the
// same shape, and the reporters take what it returns. Made by the judging pipeline
// (judging-pipeline.js) only, with the reporters every source keeps.
import { checkNamed } from './checks/index.js';
import { answerDrift, driftKey } from './drift.js';

/**
 * @typedef {import('./run-contract.js').CheckResult} CheckResult
 * @typedef {import('./plan-exchanges.js').Exchange} Exchange
 * @typedef {import('./send-request.js').Answer} Answer
 */

/**
 * @typedef {object} JudgeOptions
 * @property {Record<string, any>} document
 * @property {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} validator
 * @property {ReadonlySet<string>} selected the checks asked for (an exchange runs those of them that apply to it)
 * @property {number} maxResponseTimeMs
 * @property {boolean} live a sandbox or production (drift is learnt from live answers only)
 * @property {boolean} [strictGenerated] a live 4xx to a generated valid request fails
 * @property {import('./drift.js').AlongAnswers} [alongAnswers] keyword coverage marking each answer's
 *   body as the drift walk visits it (one walk of each answer, not two)
 */

/**
 * How what is written of one exchange is cleaned of credentials and customers' personal data, handed
 * with the exchange by its source: the run's redactor of the configured credentials, or a recorded
 * exchange's own (its carried credentials redacted, personal data masked, made only when first
 * asked). It is applied to what quotes what was sent or received, and only that: a failure's message,
 * a missing answer's cause, drift. Passing and skipped results are made of statuses and the
 * document's own words, so that a conformant exchange is never cleaned.
 * @typedef {object} Cleaning
 * @property {(text: string) => string} clean
 * @property {() => boolean} quiet whether cleaning leaves every text of the exchange as it is
 */

/**
 * @typedef {object} Judged
 * @property {CheckResult[]} results one per selected check that applies to the exchange
 * @property {import('./drift.js').DriftItem[]} drift what the answer shows beyond the document
 */

/**
 * What every result of one exchange says of it: operation, kind, phase, origin, and the bound case
 * or link it follows.
 * @param {Exchange} exchange
 * @param {{ phase: string, origin: string }} where
 */
function resultBase(exchange, { phase, origin }) {
  return {
    operationId: String(exchange.operation.operationId),
    endpoint: exchange.operation.endpoint,
    kind: exchange.kind,
    phase,
    origin,
    ...(exchange.boundCase ? { boundCase: exchange.boundCase.name } : {}),
    ...(exchange.via ? { via: exchange.via } : {}),
  };
}

/** The cleaning of an exchange that carries nothing to clean (a test's). */
const AS_IT_IS = Object.freeze({ clean: (/** @type {string} */ text) => text, quiet: () => true });
/** Drift findings a judge remembers having reported (beyond, a finding is made each time it is seen). */
const KNOWN_DRIFT = 10_000;
/** The drift of an exchange that shows none, or does not count (never added to). */
const NO_DRIFT = /** @type {import('./drift.js').DriftItem[]} */ (/** @type {unknown} */ (Object.freeze([])));

/**
 * @param {JudgeOptions} options
 */
export function createJudge({ document, validator, selected, maxResponseTimeMs, live, strictGenerated = false, alongAnswers }) {
  const context = { document, validator, maxResponseTimeMs, live, strictGenerated };
  /** The checks of each `checks` list an exchange carries (a few lists, shared by the exchanges that route alike), selected. */
  /** @type {WeakMap<readonly string[], Array<{ name: string, verify: import('./checks/define-check.js').Verify }>>} */
  const selectedOf = new WeakMap();
  const checksToRun = (/** @type {Exchange} */ exchange) => {
    let checks = selectedOf.get(exchange.checks);
    if (!checks) selectedOf.set(exchange.checks, (checks = exchange.checks.filter((name) => selected.has(name)).map(checkNamed)));
    return checks;
  };
  /** The selected checks that apply to an exchange, in the declared order. */
  const checksOf = (/** @type {Exchange} */ exchange) => checksToRun(exchange).map((check) => check.name);

  return {
    checksOf,

    /**
     * Judges one answered exchange.
     * @param {Exchange} exchange
     * @param {Answer} answer
     * @param {{ phase: string, origin: string, curl: string, withDrift?: boolean, knownDrift?: Set<string>, cleaning?: Cleaning }} how curl: the line that
     *   reproduces it (already cleaned); withDrift: false for an exchange that does not count (a shrinking step);
     *   knownDrift: drift already reported from this judge's exchanges, not made again (see `answerDrift`), and
     *   added to; cleaning: the exchange's
     * @returns {Judged}
     */
    judge(exchange, answer, { phase, origin, curl, withDrift = true, knownDrift, cleaning = AS_IT_IS }) {
      const checks = checksToRun(exchange);
      const base = resultBase(exchange, { phase, origin });
      const plain = base.boundCase === undefined && base.via === undefined;
      /** @type {CheckResult[]} */
      const results = new Array(checks.length);
      for (let index = 0; index < checks.length; index += 1) {
        const check = checks[index];
        const verdict = check.verify(exchange, answer, context);
        /** @type {CheckResult} */
        const result = plain
          ? { operationId: base.operationId, endpoint: base.endpoint, kind: base.kind, phase, origin, check: check.name, outcome: verdict.outcome, status: answer.status }
          : { ...base, check: check.name, outcome: verdict.outcome, status: answer.status };
        // Set one by one rather than spread from objects made for the purpose: this runs for every
        // check of every exchange of a recording.
        if (verdict.outcome === 'failed') {
          if (verdict.message) result.message = cleaning.clean(verdict.message);
          result.curl = curl;
        } else if (verdict.message) result.message = verdict.message;
        results[index] = result;
      }
      const found = withDrift ? answerDrift({ document, exchange, answer, live, known: knownDrift, along: alongAnswers, phase }) : NO_DRIFT;
      if (found.length === 0) return { results, drift: found };
      if (knownDrift) for (const item of found) if (knownDrift.size < KNOWN_DRIFT) knownDrift.add(driftKey(item));
      // A drift's edit quotes the answer (an error body's example): cleaned as its message is.
      const drift = cleaning.quiet() ? found : found.map((item) => ({ ...item, message: cleaning.clean(item.message), edit: JSON.parse(cleaning.clean(JSON.stringify(item.edit))) }));
      return { results, drift };
    },

    /**
     * An exchange that got no answer fails every check it would have run, with one cause per origin
     * (so that a down origin groups into one failure, not hundreds).
     * @param {Exchange} exchange
     * @param {{ phase: string, origin: string, curl: string, problem: string, note?: string, cleaning?: Cleaning }} how
     * @returns {Judged}
     */
    unanswered(exchange, { phase, origin, curl, problem, note = '', cleaning = AS_IT_IS }) {
      const base = resultBase(exchange, { phase, origin });
      const message = cleaning.clean(`no answer from ${origin}: ${problem}${note}`);
      const cause = { origin, problem: cleaning.clean(problem) };
      const results = checksOf(exchange).map((check) => ({
        ...base,
        check,
        outcome: /** @type {const} */ ('failed'),
        message,
        curl,
        cause: { ...cause },
      }));
      return { results, drift: [] };
    },
  };
}

/** @typedef {ReturnType<typeof createJudge>} Judge */

// @ts-check
// A journey's step (spec/workflows/, run by --workflows) meets the success criteria its workflow
// states: the status it needs and the members that make the journey right (an order read back
// carries the identifier sent; a batch's item says it was accepted). The criteria are evaluated by
// the document library, with the journey's inputs and the outputs of the steps before.
import { unmetCriteria } from '@fulfillment-api/document/workflow-runtime';
import { parsedBody } from '../json-body.js';
import { defineCheck, PASSED } from './define-check.js';

export const workflowSuccessCriteria = defineCheck({
  name: 'workflow_success_criteria',
  column: 'criteria',
  summary: "a journey's step meets its workflow's success criteria",
  appliesTo: (exchange) => exchange.kind === 'workflow',
  reads: ['answer body'],
  verify(exchange, answer) {
    const journey = exchange.journey;
    if (!journey) return { outcome: 'skipped', message: 'not a step of a journey' };
    const unmet = unmetCriteria(journey.step.successCriteria, { ...journey.context, statusCode: answer.status, requestBody: exchange.request.body, responseBody: answerValue(answer) });
    if (unmet.length === 0) return PASSED;
    const conditions = unmet.map(({ criterion, found }) => `${criterion.context ? `${criterion.context} ` : ''}${criterion.type === 'simple' ? '' : `${criterion.type} `}${criterion.condition} does not hold (${found})`);
    // The journey and step are the result's `via`, which every report puts before the message.
    return { outcome: 'failed', message: conditions.join('; ') };
  },
});

/** The answer's body as a journey's expressions read it: JSON, or undefined when it has none or is no JSON (a criterion on it then fails). */
export function answerValue(/** @type {import('../send-request.js').Answer} */ answer) {
  if (!answer.body) return undefined;
  try {
    return parsedBody(answer);
  } catch {
    return undefined;
  }
}

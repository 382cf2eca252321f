// @ts-check
import { resolvePointer } from '@fulfillment-api/document';
import { documentedJson } from '../media-type.js';
import { parsedBody } from '../json-body.js';
import { jsonStart } from '../json-start.js';
import { defineCheck, everyAnswer, lastingVerdict, PASSED, whenStatusDocumented } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by documented response */
const noJsonBody = new Map();

export const responseSchemaConformance = defineCheck({
  name: 'response_schema_conformance',
  column: 'schema',
  summary: 'a JSON body is valid against the documented response schema',
  appliesTo: everyAnswer,
  reads: ['answer body'],
  verify: whenStatusDocumented((_exchange, answer, { validator }, documented) => {
    const json = documentedJson(documented);
    if (json?.schemaPointer === undefined) return lastingVerdict(noJsonBody, documented, () => ({ outcome: 'skipped', message: `response ${documented.key} documents no JSON body` }));
    let body;
    try {
      body = parsedBody(answer);
    } catch (error) {
      return { outcome: 'failed', message: `the body is not JSON (${/** @type {Error} */ (error).message}): ${JSON.stringify(answer.body.slice(0, 120))}` };
    }
    const verdict = validator.validate(json.schemaPointer, body);
    if (verdict.valid) return PASSED;
    const problems = verdict.problems.map((problem) => {
      const value = resolvePointer(body, problem.instancePath === '/' ? '' : problem.instancePath);
      return `${problem.instancePath} ${problem.message} (value ${jsonStart(value, 80)}; schema #${problem.schemaPointer})`;
    });
    return { outcome: 'failed', message: problems.join('; ') };
  }),
});

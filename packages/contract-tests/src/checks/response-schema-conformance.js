// @ts-check
import { membersNotFrom, ONLY_FROM, resolvePointer } from '@fulfillment-api/document';
import { documentedJson } from '../media-type.js';
import { parsedBody } from '../json-body.js';
import { jsonStart } from '../json-start.js';
import { defineCheck, everyAnswer, lastingVerdict, PASSED, whenStatusDocumented } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by documented response */
const noJsonBody = new Map();

export const responseSchemaConformance = defineCheck({
  name: 'response_schema_conformance',
  column: 'schema',
  summary: 'a JSON body is valid against the documented response schema, and carries no member only another origin answers with (x-only-from)',
  appliesTo: everyAnswer,
  reads: ['answer body'],
  verify: whenStatusDocumented((exchange, answer, { document, validator }, documented) => {
    const json = documentedJson(documented);
    if (json?.schemaPointer === undefined) return lastingVerdict(noJsonBody, documented, () => ({ outcome: 'skipped', message: `response ${documented.key} documents no JSON body` }));
    let body;
    try {
      body = parsedBody(answer);
    } catch (error) {
      return { outcome: 'failed', message: `the body is not JSON (${/** @type {Error} */ (error).message}): ${JSON.stringify(answer.body.slice(0, 120))}` };
    }
    const verdict = validator.validate(json.schemaPointer, body);
    // A schema sees the value, not where it came from: a member only some origins answer with is
    // held against the server the exchange went to (or was recorded from).
    const server = typeof exchange.server?.url === 'string' ? exchange.server.url : undefined;
    const elsewhere = server === undefined ? [] : membersNotFrom(document, json.schemaPointer, body, server);
    if (verdict.valid && elsewhere.length === 0) return PASSED;
    const problems = verdict.problems.map((problem) => {
      const value = resolvePointer(body, problem.instancePath === '/' ? '' : problem.instancePath);
      return `${problem.instancePath} ${problem.message} (value ${jsonStart(value, 80)}; schema #${problem.schemaPointer})`;
    });
    for (const member of elsewhere) {
      problems.push(`${member.dataPath} is answered only from ${member.onlyFrom.join(', ')}, not from ${server} (${ONLY_FROM}; schema #${member.schemaPointer}/${ONLY_FROM})`);
    }
    return { outcome: 'failed', message: problems.join('; ') };
  }),
});

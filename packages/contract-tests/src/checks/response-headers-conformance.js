// @ts-check
import { defineCheck, everyAnswer, lastingVerdict, PASSED, whenStatusDocumented } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by documented response */
const noHeaders = new Map();

export const responseHeadersConformance = defineCheck({
  name: 'response_headers_conformance',
  column: 'headers',
  summary: 'required headers of the documented response are present and match their schemas',
  appliesTo: everyAnswer,
  verify: whenStatusDocumented((_exchange, answer, { validator }, documented) => {
    const { headers } = documented;
    if (headers.length === 0) return lastingVerdict(noHeaders, documented, () => ({ outcome: 'skipped', message: `the document declares no headers for response ${documented.key}` }));
    const problems = [];
    for (const header of headers) {
      const { name } = header;
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`required header ${name} is missing`);
        continue;
      }
      if (header.schema && header.schemaPointer) {
        const typed = /^(integer|number)$/.test(header.schema.type ?? '') && value.trim() !== '' ? Number(value) : value;
        for (const problem of validator.validate(header.schemaPointer, typed).problems) problems.push(`header ${name}: ${problem.message} (value ${JSON.stringify(value)})`);
      }
    }
    return problems.length === 0 ? PASSED : { outcome: 'failed', message: problems.join('; ') };
  }),
});

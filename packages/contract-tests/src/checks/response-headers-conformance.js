// @ts-check
import { dereference } from '@fulfillment-api/spec';
import { defineCheck, everyAnswer, whenStatusDocumented } from './define-check.js';

export const responseHeadersConformance = defineCheck({
  name: 'response_headers_conformance',
  column: 'headers',
  summary: 'required headers of the documented response are present and match their schemas',
  appliesTo: everyAnswer,
  verify: whenStatusDocumented((_exchange, answer, { document, validator }, documented) => {
    const headers = Object.entries(documented.response.headers ?? {});
    if (headers.length === 0) return { outcome: 'skipped', message: `the document declares no headers for response ${documented.key}` };
    const problems = [];
    for (const [name, node] of headers) {
      const header = dereference(document, node);
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`required header ${name} is missing`);
        continue;
      }
      if (header.schema) {
        const pointer = typeof node.$ref === 'string' ? `${node.$ref.slice(1)}/schema` : `${documented.pointer}/headers/${name}/schema`;
        const typed = /^(integer|number)$/.test(dereference(document, header.schema).type ?? '') && value.trim() !== '' ? Number(value) : value;
        for (const problem of validator.validate(pointer, typed).problems) problems.push(`header ${name}: ${problem.message} (value ${JSON.stringify(value)})`);
      }
    }
    return problems.length === 0 ? { outcome: 'passed' } : { outcome: 'failed', message: problems.join('; ') };
  }),
});

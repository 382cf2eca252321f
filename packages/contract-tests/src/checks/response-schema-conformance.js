// @ts-check
import { escapePointer, resolvePointer } from '@fulfillment-api/spec';
import { documentedResponse, isJsonMediaType, mediaTypeOf } from '../documented-response.js';

/** Where a problem is in the document: Ajv's schema path, made absolute. */
function schemaPathInDocument(/** @type {string} */ schemaPointer, /** @type {string} */ schemaPath) {
  return schemaPath.startsWith('#/components/') ? schemaPath : `#${schemaPointer}${schemaPath.slice(1)}`;
}

/** @type {import('./index.js').Check} */
export function responseSchemaConformance(exchange, answer, { document, validator }) {
  const documented = documentedResponse(document, exchange.operation, answer.status);
  if (!documented) return { outcome: 'skipped', message: `status ${answer.status} is not documented (see status_code_conformance)` };
  const content = documented.response.content ?? {};
  const jsonKey = Object.keys(content).find((key) => isJsonMediaType(mediaTypeOf(key)));
  if (jsonKey === undefined || !content[jsonKey].schema) return { outcome: 'skipped', message: `response ${documented.key} documents no JSON body` };
  let body;
  try {
    body = JSON.parse(answer.body);
  } catch (error) {
    return { outcome: 'failed', message: `the body is not JSON (${/** @type {Error} */ (error).message}): ${JSON.stringify(answer.body.slice(0, 120))}` };
  }
  const schemaPointer = `${documented.pointer}/content/${escapePointer(jsonKey)}/schema`;
  const verdict = validator.validate(schemaPointer, body);
  if (verdict.valid) return { outcome: 'passed' };
  const problems = verdict.problems.map((problem) => {
    const value = resolvePointer(body, problem.instancePath === '/' ? '' : problem.instancePath);
    return `${problem.instancePath} ${problem.message} (value ${JSON.stringify(value)?.slice(0, 80)}; schema ${schemaPathInDocument(schemaPointer, problem.schemaPath)})`;
  });
  return { outcome: 'failed', message: problems.join('; ') };
}

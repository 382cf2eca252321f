// @ts-check
import { resolvePointer } from '@fulfillment-api/document';
import { isJsonMediaType, mediaTypeOf } from '../media-type.js';

/** @type {import('./index.js').Check} */
export function responseSchemaConformance(exchange, answer, { validator }) {
  const documented = exchange.operation.response(answer.status);
  if (!documented) return { outcome: 'skipped', message: `status ${answer.status} is not documented (see status_code_conformance)` };
  const json = documented.mediaTypes.find((media) => isJsonMediaType(mediaTypeOf(media.mediaType)));
  if (json?.schemaPointer === undefined) return { outcome: 'skipped', message: `response ${documented.key} documents no JSON body` };
  let body;
  try {
    body = JSON.parse(answer.body);
  } catch (error) {
    return { outcome: 'failed', message: `the body is not JSON (${/** @type {Error} */ (error).message}): ${JSON.stringify(answer.body.slice(0, 120))}` };
  }
  const verdict = validator.validate(json.schemaPointer, body);
  if (verdict.valid) return { outcome: 'passed' };
  const problems = verdict.problems.map((problem) => {
    const value = resolvePointer(body, problem.instancePath === '/' ? '' : problem.instancePath);
    return `${problem.instancePath} ${problem.message} (value ${JSON.stringify(value)?.slice(0, 80)}; schema #${problem.schemaPointer})`;
  });
  return { outcome: 'failed', message: problems.join('; ') };
}

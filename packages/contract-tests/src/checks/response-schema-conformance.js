// @ts-check
import { escapePointer, resolvePointer, unescapePointer } from '@fulfillment-api/spec';
import { isJsonMediaType, mediaTypeOf } from '../documented-response.js';
import { defineCheck, everyAnswer, whenStatusDocumented } from './define-check.js';

/**
 * Where a problem is in the document. Ajv reports the schema path inside the schema it compiled, in
 * which a `$ref` is followed silently: walk the document along that path, following each `$ref` that
 * the next segment is not a key of.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the schema validated
 * @param {string} schemaPath Ajv's, e.g. `#/items/properties/Status/type`
 */
export function schemaPathInDocument(document, schemaPointer, schemaPath) {
  const absolute = schemaPath.startsWith('#/components/');
  let at = absolute ? '' : schemaPointer;
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  for (const segment of segments) {
    let node = resolvePointer(document, at);
    for (let hops = 0; node && typeof node.$ref === 'string' && !Object.hasOwn(node, unescapePointer(segment)) && hops < 32; hops += 1) {
      at = node.$ref.slice(1);
      node = resolvePointer(document, at);
    }
    if (segment === '$ref') continue;
    at = `${at}/${segment}`;
  }
  return `#${at}`;
}

export const responseSchemaConformance = defineCheck({
  name: 'response_schema_conformance',
  column: 'schema',
  summary: 'a JSON body is valid against the documented response schema',
  appliesTo: everyAnswer,
  verify: whenStatusDocumented((_exchange, answer, { document, validator }, documented) => {
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
      return `${problem.instancePath} ${problem.message} (value ${JSON.stringify(value)?.slice(0, 80)}; schema ${schemaPathInDocument(document, schemaPointer, problem.schemaPath)})`;
    });
    return { outcome: 'failed', message: problems.join('; ') };
  }),
});

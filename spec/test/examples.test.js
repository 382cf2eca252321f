// Every example of the document is valid against its schema: the mock serves them to users.
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, dereference, escapePointer, listOperations, loadBundle } from '../lib/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);

/** Every media type of every request body and response, with the pointer of its schema. */
function mediaTypes() {
  const found = [];
  for (const { path, method, pointer, operation } of listOperations(document)) {
    const bodies = [['requestBody', dereference(document, operation.requestBody), operation.requestBody?.$ref]];
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      bodies.push([`responses/${status}`, dereference(document, response), response.$ref]);
    }
    for (const [where, body, ref] of bodies) {
      for (const [mediaType, content] of Object.entries(body?.content ?? {})) {
        const owner = ref ? ref.slice(1) : `${pointer}/${where}`;
        found.push({ name: `${method.toUpperCase()} ${path} ${where} ${mediaType}`, operation, content, schemaPointer: `${owner}/content/${escapePointer(mediaType)}/schema` });
      }
    }
  }
  return found;
}

const cases = mediaTypes().flatMap(({ name, content, schemaPointer }) =>
  Object.entries(content.examples ?? {}).map(([exampleName, example]) => [
    `${name} example ${exampleName}`,
    { schemaPointer, value: dereference(document, example).value },
  ]),
);

describe('examples', () => {
  it('compiles every component schema under Ajv 2020-12 strict mode', () => {
    expect(() => validator.compileAll()).not.toThrow();
  });

  it('covers every request body and every response with a body, except bodies whose shape is not shown', () => {
    const missing = mediaTypes()
      .filter(({ content }) => !content.schema?.$ref?.endsWith('/UnspecifiedErrorBody'))
      .filter(({ content }) => Object.keys(content.examples ?? {}).length === 0)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(26);
  });

  it.each(cases)('%s is valid against its schema', (_name, { schemaPointer, value }) => {
    const verdict = validator.validate(schemaPointer, value);
    expect(verdict.problems).toEqual([]);
    expect(verdict.valid).toBe(true);
  });
});

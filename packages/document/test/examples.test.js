// Every example of the document is valid against its schema: the mock serves them to users.
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, listOperations, loadBundle } from '../src/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);

/** Every media type of every request body and response, with its schema and examples. */
function mediaTypes() {
  return listOperations(document).flatMap(({ method, path, requestBody, responses }) => [
    ...(requestBody?.mediaTypes ?? []).map((media) => ({ name: `${method} ${path} requestBody ${media.mediaType}`, media })),
    ...responses.flatMap((response) => response.mediaTypes.map((media) => ({ name: `${method} ${path} responses/${response.key} ${media.mediaType}`, media }))),
  ]);
}

const cases = mediaTypes().flatMap(({ name, media }) =>
  media.examples.map((example) => [`${name} example ${example.name}`, { schemaPointer: media.schemaPointer, value: example.value }]),
);

describe('examples', () => {
  it('compiles every component schema under Ajv 2020-12 strict mode', () => {
    expect(() => validator.compileAll()).not.toThrow();
  });

  it('covers every request body and every response with a body, except bodies whose shape is not shown', () => {
    const missing = mediaTypes()
      .filter(({ media }) => media.schemaPointer !== '/components/schemas/UnspecifiedErrorBody')
      .filter(({ media }) => media.examples.length === 0)
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

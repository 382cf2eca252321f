import { createSchemaValidator, listOperations, loadBundle, schemaOutline } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { benchmarkedRead } from '../src/benchmarked-operations.js';
import { buildLargePayload, largePayloadRecipes } from '../src/large-payloads.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const recipes = largePayloadRecipes(document);

/** The arrays a recipe's pointer names in a payload (`*` for every item). */
function arraysAt(payload, pointer) {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/');
  return segments.reduce((nodes, segment) => nodes.flatMap((node) => (segment === '*' ? node : [node[segment]])), [payload]);
}

describe('large payloads grown from the examples', () => {
  it.each(recipes.map((recipe) => [recipe.name, recipe]))('%s passes its own schema', (_name, recipe) => {
    const built = buildLargePayload(document, recipe);
    expect(validator.validate(built.schemaPointer, built.payload)).toEqual({ valid: true, problems: [] });
  });

  it.each(recipes.map((recipe) => [recipe.name, recipe]))('%s: each named array grown to its length, every item of a "*" included', (_name, recipe) => {
    const { payload } = buildLargePayload(document, recipe);
    expect(recipe.grow.length).toBeGreaterThan(0);
    for (const [pointer, length] of recipe.grow) {
      const arrays = arraysAt(payload, pointer);
      expect(arrays.length, pointer).toBeGreaterThan(0);
      for (const array of arrays) expect(array, pointer).toHaveLength(length);
    }
  });

  it('takes its operations from the document: the benchmarked read, the read whose request takes the most items, the list that pages', () => {
    const operations = listOperations(document);
    const [read, perItem, page] = recipes;
    expect(read.operationId).toBe(benchmarkedRead(document).operationId);
    const bounded = operations.find((operation) => operation.operationId === perItem.operationId);
    expect(bounded.effect).toBe('read');
    // One record per item of the request's bounded array, at its bound.
    expect(perItem.grow[0]).toEqual(['', expect.any(Number)]);
    const bounds = [...schemaOutline(document, bounded.requestBody.schemaPointer)].map(({ schema }) => schema.maxItems ?? 0);
    expect(perItem.grow[0][1]).toBe(Math.max(...bounds));
    const paged = operations.find((operation) => operation.operationId === page.operationId);
    const size = paged.parameters.find((parameter) => parameter.name === paged.paging.size);
    expect(page.grow).toEqual([['', size.schema.maximum]]);
  });

  it('builds an item from the schema where the example shows none', () => {
    const { operationId, grow } = recipes[0];
    const built = buildLargePayload(document, { name: 'emptied', operationId, grow });
    const [pointer] = grow[0];
    // The same recipe on a copy of the document whose example leaves that array empty.
    const copy = structuredClone(document);
    const read = listOperations(copy).find((operation) => operation.operationId === operationId);
    const example = read.responses.find((response) => response.examples.length > 0).examples[0].value;
    arraysAt(example, pointer.split('/').slice(0, -1).join('/'))[0][pointer.split('/').at(-1)] = [];
    const rebuilt = buildLargePayload(copy, { name: 'emptied', operationId, grow });
    expect(arraysAt(rebuilt.payload, pointer)[0]).toHaveLength(grow[0][1]);
    expect(Object.keys(arraysAt(rebuilt.payload, pointer)[0][0]).length).toBeGreaterThan(0);
    expect(arraysAt(rebuilt.payload, pointer)[0][0]).not.toEqual(arraysAt(built.payload, pointer)[0][0]);
  });

  it('says which array is missing when a recipe names one the example does not have', () => {
    const { operationId, grow } = recipes[0];
    expect(() => buildLargePayload(document, { name: 'broken', operationId, grow: [[`${grow[0][0]}/NoSuchField`, 3]] })).toThrow(
      `broken: ${grow[0][0]}/NoSuchField: the answer's schema has nothing at "NoSuchField"`,
    );
  });
});

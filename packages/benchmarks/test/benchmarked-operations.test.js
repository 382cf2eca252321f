import { listOperations, loadBundle, resolvePointer } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { CREATION_OPERATION_ID, READ_OPERATION_ID, benchmarkedOperation, responseExamples } from '../src/benchmarked-operations.js';

const document = loadBundle();

describe('benchmarkedOperation', () => {
  it('fills the path from the parameter examples and names the origin the document gives', () => {
    const read = benchmarkedOperation(document, READ_OPERATION_ID);
    const source = listOperations(document).find((operation) => operation.operationId === READ_OPERATION_ID);
    expect(read.method).toBe('GET');
    expect(read.requestPath).not.toMatch(/[{}]/);
    expect(read.intendedOrigin).toBe(source.servers[0].urlWithDefaults());
    expect(read.successBody).toBeTypeOf('object');
  });

  it('gives the creation its request example, and the member its link reads a created item back by', () => {
    const creation = benchmarkedOperation(document, CREATION_OPERATION_ID);
    expect(creation.method).toBe('POST');
    expect(creation.requestBody).toBeTypeOf('object');
    const link = listOperations(document).find((operation) => operation.operationId === CREATION_OPERATION_ID).links[0];
    expect(Object.values(link.parameters)[0]).toMatch(new RegExp(`/${creation.createdIdKey}$`));
    // Every package of the request example carries it, so that the benchmark can give each a new one.
    const packages = Object.values(creation.requestBody).find(Array.isArray);
    expect(packages.every((item) => creation.createdIdKey in item)).toBe(true);
  });

  it('names an operation the document lacks', () => {
    expect(() => benchmarkedOperation(document, 'noSuchOperation')).toThrow(/no operation noSuchOperation/);
  });
});

describe('responseExamples', () => {
  it('finds an example answer of every operation that documents a JSON body with examples, each with a schema pointer', () => {
    const examples = responseExamples(document);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(resolvePointer(document, example.schemaPointer), example.schemaPointer).toBeTypeOf('object');
    const withExamples = listOperations(document).filter((operation) => operation.responses.some((response) => response.examples.length > 0));
    const covered = new Set(examples.map((example) => example.operationId));
    for (const operation of withExamples) expect(covered).toContain(operation.operationId);
  });
});

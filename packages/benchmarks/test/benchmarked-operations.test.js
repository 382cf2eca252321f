import { listOperations, loadBundle, resolvePointer } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { benchmarkedCreation, benchmarkedOperation, benchmarkedRead, responseExamples } from '../src/benchmarked-operations.js';

const document = loadBundle();

describe('benchmarkedOperation', () => {
  it('fills the path from the parameter examples and names the origin the document gives', () => {
    const read = benchmarkedRead(document);
    const source = listOperations(document).find((operation) => operation.operationId === read.operationId);
    expect(source.effect).toBe('read');
    expect(read.method).toBe(source.method);
    expect(read.requestPath).not.toMatch(/[{}]/);
    expect(read.intendedOrigin).toBe(source.servers[0].urlWithDefaults());
    expect(read.successBody).toBeTypeOf('object');
  });

  it('gives the creation its request example, and the member its link reads a created item back by', () => {
    const creation = benchmarkedCreation(document);
    const source = listOperations(document).find((operation) => operation.operationId === creation.operationId);
    expect(source.effect).toBe('create');
    expect(creation.requestBody).toBeTypeOf('object');
    const link = source.links[0];
    expect(Object.values(link.parameters)[0]).toMatch(new RegExp(`/${creation.createdIdKey}$`));
    // The read is where that link leads: what the creation made can be read back.
    expect(link.operationId).toBe(benchmarkedRead(document).operationId);
    // Every package of the request example carries it, so that the benchmark can give each a new one.
    const packages = Object.values(creation.requestBody).find(Array.isArray);
    expect(packages.every((item) => creation.createdIdKey in item)).toBe(true);
  });

  it('is chosen by the document: the first creation with examples and a link to a read, wherever the document puts it', () => {
    const copy = structuredClone(document);
    // The chosen creation's links removed: the next creation that has one stands for "a creation".
    const chosen = benchmarkedCreation(document).operationId;
    const written = listOperations(document).find((operation) => operation.operationId === chosen);
    for (const response of written.responses) if (response.links.length > 0) delete resolvePointer(copy, response.pointer).links;
    const next = benchmarkedCreation(copy);
    expect(next.operationId).not.toBe(chosen);
    expect(listOperations(copy).find((operation) => operation.operationId === next.operationId).effect).toBe('create');
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

/**
 * The outcome member lives in the document only (`x-outcome: accepted`): in a copy of the document
 * whose member is renamed (in the schema and in the answer's examples), the mock answers by the new
 * name and the client's batch creation, given the outcome that copy yields, reads a refused package
 * by it; by the old name it would take every package as accepted. Over a real socket to the mock.
 */
import { listOperations, loadBundle, resolvePointer } from '@fulfillment-api/document';
import type { DocumentOperation } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { operations } from '@fulfillment-api/types/operations';
import { dropShipBatches } from '../src/batches.js';
import type { CreateDropShipOrdersInBatchesInput } from '../src/batches.js';
import { createFulfillmentClient } from '../src/index.js';
import { mockOfDocument } from './mock-of-document.js';

const RENAMED = 'AcceptedRenamed';

/** The batch creation whose success answer names an outcome per item, and that answer. */
function batchOf(document: Record<string, any>) {
  for (const operation of listOperations(document)) {
    if (operation.operationId !== 'createDropShipOrders') continue;
    const response = operation.responses.find((candidate) => candidate.key.startsWith('2') && candidate.outcome?.perItem);
    if (response?.outcome) return { operation, response, outcome: response.outcome };
  }
  throw new Error('the document has no per-item outcome on the drop-ship batch creation');
}

/**
 * The bundle with the outcome member renamed where its schema is written and in each example of the
 * answer. Where they are written is read from the bundle: the model remembers a document once read,
 * so the copy is edited before anything reads it.
 */
function renamedCopy() {
  const { outcome, response } = batchOf(loadBundle());
  const copy = structuredClone(loadBundle()) as Record<string, any>;
  const rename = (object: Record<string, unknown>) => {
    object[RENAMED] = object[outcome.member];
    delete object[outcome.member];
  };
  rename(resolvePointer(copy, outcome.schemaPointer.split('/').slice(0, -1).join('/')));
  for (const example of response.examples) {
    const written = resolvePointer(copy, example.pointer);
    const value = example.name === undefined ? written : written.value;
    for (const item of value as Record<string, unknown>[]) if (outcome.member in item) rename(item);
  }
  return copy;
}

const document = renamedCopy();
const before = batchOf(loadBundle());
const after = batchOf(document);
const mock = mockOfDocument(document);

/** The renamed document's own request example, sent in batches through the mock with the outcome given. */
async function batchThroughMock(outcome: string) {
  const client = createFulfillmentClient({ mockUrl: mock.url, retry: false });
  const input = (after.operation as DocumentOperation).requestBody?.example as CreateDropShipOrdersInBatchesInput;
  return dropShipBatches(client, input, {}, outcome);
}

describe('a renamed outcome member', () => {
  it('is the member the model names, and the routing table names the document\'s own', () => {
    expect(after.outcome.member).toBe(RENAMED);
    expect(operations.createDropShipOrders.outcome).toBe(before.outcome.member);
    expect(before.outcome.member).not.toBe(RENAMED);
  });

  it('is what the mock answers by, and what the client\'s batch creation reads a refused package by', async () => {
    const result = await batchThroughMock(after.outcome.member);
    expect(result.failures).toEqual([]);
    const answered = result.items.map((item) => ('result' in item ? item.result : undefined)) as unknown as Record<string, unknown>[];
    expect(answered.every((item) => RENAMED in item && !(before.outcome.member in item))).toBe(true);
    expect(result.refused.length).toBeGreaterThan(0);
    expect(result.refused.every((refused) => (refused.result as unknown as Record<string, unknown>)[RENAMED] === false)).toBe(true);
    expect(result.accepted.length + result.refused.length).toBe(result.items.length);
  });

  it('by the old name, refuses nothing any more', async () => {
    const result = await batchThroughMock(before.outcome.member);
    expect(result.refused).toEqual([]);
    expect(result.accepted.length).toBe(result.items.length);
  });
});

// The mock's body validation reads the document through the document library's model, not through
// the copy Prism resolves in place. Served a document whose request bodies are `$ref`s to
// `#/components/requestBodies/…` (as a hand-written document may well have them), the mock rejects
// the same bodies, naming the same fields, as it does on the bundle, where each body is written in
// its operation. Every body bound of the document is sent to both, over real sockets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle, requestBoundCases, requestTarget } from '@fulfillment-api/document';
import { startMock } from '../src/index.js';

const document = loadBundle();
const operations = listOperations(document);

/** The bundle with every operation's request body moved to `components.requestBodies` and referred to. */
function withRequestBodyRefs(source) {
  const copy = structuredClone(source);
  copy.components.requestBodies = {};
  for (const pathItem of Object.values(copy.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (operation?.requestBody === undefined) continue;
      copy.components.requestBodies[operation.operationId] = operation.requestBody;
      operation.requestBody = { $ref: `#/components/requestBodies/${operation.operationId}` };
    }
  }
  return copy;
}

const referring = withRequestBodyRefs(document);
const folder = mkdtempSync(join(tmpdir(), 'mock-request-body-refs-'));
const referringPath = join(folder, 'openapi.json');
writeFileSync(referringPath, JSON.stringify(referring));

const bodyCases = operations.flatMap((operation) =>
  requestBoundCases(document, operation)
    .filter((boundCase) => boundCase.in === 'body')
    .map((boundCase) => [boundCase.name, { operation, request: boundCase.request }]),
);
const createMerchantSku = operations.find((operation) => operation.operationId === 'createMerchantSku');

let bundled;
let refs;
beforeAll(async () => {
  [bundled, refs] = await Promise.all([startMock({ log: 'silent' }), startMock({ log: 'silent', documentPath: referringPath })]);
});
afterAll(async () => {
  await Promise.all([bundled?.close(), refs?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

async function send(mock, operation, request) {
  const target = requestTarget(operation.path, request, { __server: operation.servers[0].urlWithDefaults() });
  const response = await fetch(new URL(target, mock.url), {
    method: operation.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const text = await response.text();
  const violations = response.status === 400 ? JSON.parse(text).violations.map(({ in: place, field, rule }) => ({ in: place, field, rule })) : undefined;
  return { status: response.status, violations };
}

describe('request bodies written as $refs to components.requestBodies, untouched by Prism', () => {
  it('the document really refers to its bodies, and still has bodies to test', () => {
    const bodies = listOperations(referring).filter((operation) => operation.requestBody);
    expect(bodies.length).toBeGreaterThanOrEqual(10);
    expect(bodies.every((operation) => operation.requestBody.pointer.startsWith('/components/requestBodies/'))).toBe(true);
    expect(bodyCases.length).toBeGreaterThanOrEqual(100);
  });

  it('a decimal Prism does not know is still refused, naming the field (Length 12.345)', async () => {
    const request = { path: {}, query: {}, body: { ...createMerchantSku.requestBody.example, Length: 12.345 } };
    const answer = await send(refs, createMerchantSku, request);
    expect(answer).toEqual({ status: 400, violations: [{ in: 'body', field: 'Length', rule: 'x-decimal' }] });
  });

  it.each(bodyCases)('%s: the same answer as on the bundle', async (_name, { operation, request }) => {
    const [want, got] = await Promise.all([send(bundled, operation, request), send(refs, operation, request)]);
    expect(got).toEqual(want);
  });
});

// The shrinker alone, on a fault that is a plain function of the request (no service): it ends at the
// smallest request the document's structure allows, with the document's examples for values, and a
// budget that runs out keeps the smallest failing request found so far and says why.
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { requestProblems, requestShape } from '../src/generated-phase/generated-requests.js';
import { requestExamples, shrinkRequest } from '../src/generated-phase/shrink-request.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const operation = listOperations(document).find((op) => op.operationId === 'createDropShipOrders');
const shape = requestShape(document, operation);
const examples = requestExamples(document, operation, shape);
const sendable = (request) => requestProblems(validator, shape, request).length === 0;
const drawnPackage = (n) => ({ PackageId: `Ünï-${n}-${'ž'.repeat(n)}`, ServiceCode: `random ${n}`, Remark: `remark ${n}`, Weight: 1234.5 + n });
const drawn = { path: {}, query: {}, body: { Location: 'x'.repeat(20), Packages: [1, 2, 3, 4, 5, 6].map(drawnPackage) } };

describe('shrinking by the document\'s structure', () => {
  it('leaves three packages with nothing optional in them for a fault of three packages or more', async () => {
    expect(requestProblems(validator, shape, drawn)).toEqual([]);
    const fails = async (request) => ({ fails: (request.body?.Packages?.length ?? 0) >= 3 });
    const shrunk = await shrinkRequest({ document, shape, examples, request: drawn, sendable, fails });
    expect(shrunk.stoppedBy).toBeUndefined();
    expect(shrunk.request.body).toEqual({ Packages: [{}, {}, {}] });
  });

  it('puts the document\'s example in place of a value the fault needs, and shortens what has none', async () => {
    // Fails while some package has a PackageId and a Remark holding a digit.
    const fails = async (request) => ({ fails: (request.body?.Packages ?? []).some((p) => p.PackageId !== undefined && /[0-9]/.test(p.Remark ?? '')) });
    const shrunk = await shrinkRequest({ document, shape, examples, request: drawn, sendable, fails });
    expect(shrunk.request.body.Packages).toHaveLength(1);
    const [only] = shrunk.request.body.Packages;
    expect(Object.keys(only).sort()).toEqual(['PackageId', 'Remark']);
    expect(only.PackageId).toBe('PKG-20261120-0001');
    expect(only.Remark).toMatch(/^[0-9]$/);
  });

  it('writes a UTC date-time the fault keeps in its shorter form (`Z`, not `+00:00`)', async () => {
    const listing = listOperations(document).find((op) => op.operationId === 'listInboundOrders');
    const listingShape = requestShape(document, listing);
    const request = { path: {}, query: { FromDate: '1970-01-01T00:00:07.123+00:00', ToDate: '1970-01-01T00:00:04+00:00' } };
    const sameDay = async (r) => ({ fails: r.query.FromDate.slice(0, 10) === r.query.ToDate?.slice(0, 10) });
    const shrunk = await shrinkRequest({ document, shape: listingShape, examples: requestExamples(document, listing, listingShape), request, sendable: (r) => requestProblems(validator, listingShape, r).length === 0, fails: sameDay });
    expect(shrunk.stoppedBy).toBeUndefined();
    expect(Object.values(shrunk.request.query).filter((text) => text.endsWith('+00:00'))).toEqual([]);
  });

  it('keeps the smallest failing request found when the budget stops it, saying why', async () => {
    let left = 3;
    const fails = async (request) => (left-- > 0 ? { fails: (request.body?.Packages?.length ?? 0) >= 3 } : { fails: false, stoppedBy: 'the shrink budget of 3 requests was spent' });
    const shrunk = await shrinkRequest({ document, shape, examples, request: drawn, sendable, fails });
    expect(shrunk.stoppedBy).toBe('the shrink budget of 3 requests was spent');
    expect(shrunk.request.body.Packages.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(shrunk.request).length).toBeLessThan(JSON.stringify(drawn).length);
  });
});

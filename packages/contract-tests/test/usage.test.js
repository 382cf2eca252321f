// The usage tally on events made by hand: what it counts of request members (once per request,
// whatever the number of items carrying them), and that a share drained and absorbed elsewhere adds
// up to what one tally of every event gives.
import { describe, expect, it } from 'vitest';
import { createUsageTally } from '../src/reports/usage.js';

const operation = { operationId: 'createParcels', endpoint: 1 };
const other = { operationId: 'getParcel', endpoint: 2 };
const judged = (op, request, status) => ({ type: 'exchange-judged', exchange: { operation: op, request }, answer: status === undefined ? { error: 'refused' } : { status }, results: [], drift: [] });
const events = [
  judged(operation, { path: {}, query: {}, body: { Parcels: [{ Sku: 'A', Tax: { Id: 1 } }, { Sku: 'B' }], 'a/b': 1 } }, 201),
  judged(other, { path: { Id: 'P1' }, query: { lang: 'de', Page: 2 } }, 200),
  judged(operation, { path: {}, query: {}, body: { Parcels: [{ Sku: 'C' }], Note: 'n' } }, 400),
  judged(operation, { path: {}, query: {}, body: { Parcels: [] } }),
  judged(other, { path: { Id: 'P2' }, query: { lang: 'en' } }, 200),
];

describe('the usage tally', () => {
  it('counts each request member once per request, items as *, and the statuses and query names seen', () => {
    const tally = createUsageTally();
    for (const event of events) tally.handle(event);
    expect(tally.usage()).toEqual({
      operations: {
        createParcels: {
          endpoint: 1,
          exchanges: 3,
          statuses: { 201: 1, 400: 1 },
          requestMembers: { '/Parcels': 3, '/Parcels/*/Sku': 2, '/Parcels/*/Tax': 1, '/Parcels/*/Tax/Id': 1, '/a~1b': 1, '/Note': 1 },
          queryParameters: {},
        },
        getParcel: { endpoint: 2, exchanges: 2, statuses: { 200: 2 }, requestMembers: {}, queryParameters: { lang: 2, Page: 1 } },
      },
    });
    expect(Object.keys(tally.usage().operations.createParcels.requestMembers)).toEqual(['/Parcels', '/Parcels/*/Sku', '/Parcels/*/Tax', '/Parcels/*/Tax/Id', '/a~1b', '/Note']);
  });

  it('reads the exchange as judged where the event offers it (traffic), not its masked copy', () => {
    const tally = createUsageTally();
    const masked = judged(operation, { path: {}, query: {}, body: {} }, 201);
    tally.handle({ ...masked, unmasked: { exchange: { operation, request: { path: {}, query: {}, body: { Sku: 'A' } } }, answer: masked.answer } });
    expect(tally.usage().operations.createParcels.requestMembers).toEqual({ '/Sku': 1 });
  });

  it('adds up shares drained from several tallies to what one tally of every event gives', () => {
    const whole = createUsageTally();
    for (const event of events) whole.handle(event);
    const merged = createUsageTally();
    for (const part of [events.slice(0, 2), events.slice(2, 3), events.slice(3)]) {
      const tally = createUsageTally();
      for (const event of part) tally.handle(event);
      merged.absorb(tally.drain());
      expect(tally.drain()).toEqual([]);
    }
    expect(JSON.stringify(merged.usage())).toBe(JSON.stringify(whole.usage()));
  });

  it('drained after each batch (the tally kept, its counts set back), adds up to what one tally of every event gives', () => {
    const whole = createUsageTally();
    for (const event of events) whole.handle(event);
    const merged = createUsageTally();
    const tally = createUsageTally();
    const shares = [];
    for (const part of [events.slice(0, 1), events.slice(1, 3), events.slice(3)]) {
      for (const event of part) tally.handle(event);
      shares.push(tally.drain());
      merged.absorb(shares.at(-1));
    }
    expect(tally.drain()).toEqual([]);
    // A batch's share names only what that batch sent.
    expect(shares[1].find(([operationId]) => operationId === 'createParcels')?.[1].requestMembers).toEqual({ '/Parcels': 1, '/Parcels/*/Sku': 1, '/Note': 1 });
    expect(JSON.stringify(merged.usage())).toBe(JSON.stringify(whole.usage()));
  });
});

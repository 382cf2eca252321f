// Kept by fulfillment-contract --keep: cases of getInboundOrderStatus that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches query idType absent (ac453049)",
    {
      "given": {
        "path": {
          "shipmentId": "SHP-DE-2026-00417"
        },
        "query": {}
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached query idType absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('getInboundOrderStatus: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('getInboundOrderStatus', kept, context));
});

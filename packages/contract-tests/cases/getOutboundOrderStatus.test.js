// Kept by fulfillment-contract --keep: cases of getOutboundOrderStatus that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches query returnFields present (b353c337)",
    {
      "given": {
        "path": {
          "packageId": "PKG-20261120-0001"
        },
        "query": {
          "returnFields": "򁭤"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached query returnFields present, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('getOutboundOrderStatus: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('getOutboundOrderStatus', kept, context));
});

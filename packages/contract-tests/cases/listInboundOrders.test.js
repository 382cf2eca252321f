// Kept by fulfillment-contract --keep: cases of listInboundOrders that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches query SvcOrderIdList present (685e7778)",
    {
      "given": {
        "path": {},
        "query": {
          "WarehouseId": "Cx",
          "SvcOrderIdList": [
            "󯏸񖯋𑱸񡶬",
            "}QiS *DZ6",
            "e-V#hQ",
            "OHgf$",
            ""
          ],
          "FromDate": "1975-04-27T11:35:31.394+00:00",
          "ToDate": "1970-01-01T00:00:00.041Z",
          "PageSize": 114
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached query SvcOrderIdList present; query WarehouseId present, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('listInboundOrders: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('listInboundOrders', kept, context));
});

// Kept by fulfillment-contract --keep: cases of getInventoryAge that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /DateRangeCovered pattern ^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$ broken (a31ded8f)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "=F:A",
          "Sku": "D",
          "DateRangeCovered": "!",
          "PageIndex": 2147483633,
          "PageSize": 55
        }
      },
      "want": {
        "answer": "rejected",
        "brokenRule": "body /DateRangeCovered pattern ^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$: \"!\""
      },
      "kept": "reached body /DateRangeCovered pattern ^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$ broken, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /DateRangeCovered pattern ^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$ met (54b36d79)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "󇚖񉋬",
          "Sku": "valueOf",
          "DateRangeCovered": "5813-11-03T00:17:09Z",
          "PageSize": 6
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /DateRangeCovered pattern ^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$ met; body /DateRangeCovered present; body /PageIndex absent; body /Sku present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /PageSize absent (78180004)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "ref",
          "DateRangeCovered": "5896-10-11T21:17",
          "PageIndex": 2147483621
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /PageSize absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('getInventoryAge: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('getInventoryAge', kept, context));
});

// Kept by fulfillment-contract --keep: cases of priceOutboundService that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Address absent (9b54cc48)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [],
          "ServiceCode": "_0x-8-_X_",
          "WarehouseId": "f8-",
          "Country": "$# &kM}",
          "Postcode": "񪆾򁋰񛑘𧡙󐆦󘫉򅫩㙙񻟏􇜋",
          "City": "\u000e",
          "Province": ":zHbU"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Address absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /City absent (26429a0b)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "sS"
            },
            {
              "Sku": "</ci<GM",
              "Quantity": 0.2770488533880541
            },
            {
              "Sku": "<Ojf%",
              "Quantity": 3.684038799275805e-173
            },
            {
              "Sku": "m",
              "Quantity": -3.278247889507935e-9
            },
            {
              "Quantity": -2.480627996529042e-218
            },
            {
              "Sku": "󣢹򿀵򠏱𯉜􏋔",
              "Quantity": 4.6481992692936446e-238
            }
          ],
          "ServiceCode": "-_-b2_0h-",
          "WarehouseId": "E6c_H1-C",
          "Country": "򋐡󾼗𰕕􏩱󼐲𨯸𫖳񧲴𑭃",
          "Address": "z.&",
          "Province": "򭡲򖲃󟊿􋁇򹆎"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /City absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Postcode absent (a27da018)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {},
            {
              "Sku": "Z",
              "Quantity": -1.5450793915653194e-62
            },
            {
              "Sku": "S",
              "Quantity": 3.308794391028606e-96
            },
            {
              "Sku": "tNqG?dl",
              "Quantity": 3.671151935652129e-292
            }
          ],
          "ServiceCode": "6I",
          "WarehouseId": "length",
          "Country": "\u0002􏿵𲋢􏿼󋒰񓉊\u0002\u0013\u0005",
          "Address": "",
          "City": "",
          "Province": "G~~"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Postcode absent; body /Skus/*/Quantity absent; body /Skus/*/Sku absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('priceOutboundService: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('priceOutboundService', kept, context));
});

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
    "reaches body /Address absent (709356c2)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "",
              "Quantity": -2e-323
            }
          ],
          "ServiceCode": "b6",
          "WarehouseId": "Q-q-5-wi5",
          "Country": "$p",
          "Postcode": "+R`NZ}F*",
          "Province": "{#'wA|"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Address absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /City absent (5a5598a6)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "񾾠󞃝𫘧􌏢򧰣𜉱񗬴",
              "Quantity": -9.339091666747038e-181
            },
            {
              "Sku": "p@2gi"
            },
            {
              "Sku": "[{G!x>",
              "Quantity": -2.414122476551427e-182
            }
          ],
          "ServiceCode": "E-_gTqq-",
          "WarehouseId": "r",
          "Country": "",
          "Postcode": "zcpO",
          "Address": "Gd5oAg[V",
          "Province": "%co"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /City absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Postcode absent (3fc770a4)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "h f",
              "Quantity": -1.320230287661598e-68
            },
            {
              "Sku": "w##",
              "Quantity": -2.253238286195081e-80
            },
            {
              "Sku": "",
              "Quantity": -3e-323
            },
            {
              "Sku": "Ec1)A?-",
              "Quantity": -6e-323
            },
            {
              "Sku": "",
              "Quantity": 1.2449635293603874e-178
            }
          ],
          "ServiceCode": "toLo",
          "WarehouseId": "--_--M__v_",
          "Country": "}<",
          "Address": "Av|bk#",
          "City": "",
          "Province": "𻎄⥃񐭜򲺡򕿣"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Postcode absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Skus/*/Quantity absent (06de6848)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "B~M\"}g",
              "Quantity": 3.0873969762729705e-31
            },
            {
              "Sku": "?jK!C"
            },
            {
              "Sku": "",
              "Quantity": 2.077757913692013e-41
            }
          ],
          "ServiceCode": "j-ap",
          "WarehouseId": "m117A_---",
          "Country": "񭲦󈆖󈵄肔򣗠",
          "Postcode": "b`_",
          "Address": "򡭭",
          "City": "񘭀𑗪痰􂼊󠭽󑎵𿡲򵀃󱧟"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Skus/*/Quantity absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Skus/*/Sku absent (40473cea)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Quantity": -4.168336455089258e-202
            },
            {
              "Sku": "N=HsMJ% K",
              "Quantity": 19.618865563079595
            },
            {
              "Sku": "*A`{(8#U",
              "Quantity": -5e-323
            },
            {
              "Sku": "c",
              "Quantity": -1.9723983589129651e-230
            },
            {
              "Sku": "󲔼",
              "Quantity": 9e-323
            }
          ],
          "ServiceCode": "-_9_",
          "WarehouseId": "tU01",
          "Country": "%",
          "Postcode": "醜\u0006󸫿󅈇\n𷎏",
          "Address": "u+7",
          "City": "",
          "Province": "W"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Skus/*/Sku absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('priceOutboundService: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('priceOutboundService', kept, context));
});

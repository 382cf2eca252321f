// Kept by fulfillment-contract --keep: cases of priceInbound that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Boxes/*/Height absent (3b5a38df)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "ServiceCode": "",
          "WarehouseId": "",
          "LocationId": "<q2[+]l",
          "Boxes": [
            {
              "Weight": 3e-323,
              "Width": -9e-323,
              "Height": -3.335506424910629e-87,
              "Quantity": -1.0815519104269019e-75
            },
            {
              "Weight": 5.6102502844024465e-189,
              "Length": 8e-323,
              "Width": -7e-323,
              "Quantity": 4.7924005334868714e-120
            },
            {
              "Weight": -7e-323,
              "Length": 0,
              "Width": 5e-324,
              "Height": -7.4e-323,
              "Quantity": 2.645134747300882e-286
            },
            {
              "Weight": 6.4e-323,
              "Length": -4.784607670088617e-49,
              "Height": 4.405094656757688e-143
            }
          ],
          "IncludeUnsuccessful": true,
          "IsCustomsClearance": false,
          "IsBorrowTaxNo": true
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Boxes/*/Height absent; body /Boxes/*/Length absent; body /Boxes/*/Quantity absent; body /Boxes/*/Width absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Boxes/*/Weight absent (70978009)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "ServiceCode": "t",
          "WarehouseId": "-prototype",
          "LocationId": "E>_Jr24",
          "Boxes": [
            {
              "Length": -6.24296431894187e-251,
              "Width": 2.0009936961073584e-85,
              "Height": 3.777828074971061e-210
            },
            {
              "Weight": 9.41758333998968e-213,
              "Length": 1.4141881988367324e-143,
              "Width": -1.662208068006249e-88,
              "Quantity": 8.876673218619244e-237
            }
          ],
          "IncludeUnsuccessful": true,
          "IsBorrowTaxNo": false
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Boxes/*/Weight absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /IncludeUnsuccessful absent (7a8bf08d)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "ServiceCode": "HjJv",
          "WarehouseId": "",
          "Boxes": [
            {
              "Weight": 999999999.9999996,
              "Length": 999999999.9999985,
              "Width": -7e-323,
              "Height": -3e-323
            },
            {
              "Length": -2.0739208865249265e-64,
              "Width": -3.703897422848019e-303,
              "Height": -1.5e-323,
              "Quantity": 5.3783948411967895e-298
            }
          ],
          "IsCustomsClearance": false,
          "IsBorrowTaxNo": false
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /IncludeUnsuccessful absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /IsBorrowTaxNo absent (e3c227d1)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "ServiceCode": "A",
          "WarehouseId": "21h",
          "LocationId": "􃃣󿿭򝅷󲙊",
          "Boxes": [],
          "IncludeUnsuccessful": false
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /IsBorrowTaxNo absent; body /IsCustomsClearance absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /LocationId absent (bdeeffe6)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "ServiceCode": "",
          "WarehouseId": "v_x-__",
          "Boxes": [
            {
              "Weight": -9.628164322303884e-286,
              "Length": 3.4153696033935686e-93,
              "Width": -6.549263291653166e-133,
              "Height": -13538.040242444189,
              "Quantity": 6.6954489512535675e-127
            },
            {
              "Weight": 1.1861028557493348e-83,
              "Width": -8.4e-323,
              "Quantity": 5.051420998817069e-303
            },
            {
              "Weight": -2.251567807761761e-99,
              "Length": -4.996075243986669e-251,
              "Width": 4.429130564475292e-289,
              "Height": -1.5e-323,
              "Quantity": 1.7093847675330715e-219
            }
          ],
          "IncludeUnsuccessful": false,
          "IsCustomsClearance": true,
          "IsBorrowTaxNo": true
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /LocationId absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('priceInbound: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('priceInbound', kept, context));
});

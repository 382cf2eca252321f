// Kept by fulfillment-contract --keep: cases of priceOutboundAllServices that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Address absent (347ef82a)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "J[7cDP",
              "Quantity": 2.3818109352599135e-229
            },
            {
              "Sku": ">'4Ej",
              "Quantity": 2.5238708865254412e-26
            },
            {
              "Sku": "+p}",
              "Quantity": -624.0431180045001
            }
          ],
          "ServiceCode": "4-a_-Nq-_",
          "WarehouseId": "--8_-Az-r",
          "Country": "𢠿",
          "City": "!_|",
          "Province": "?x0'`*Rvg1",
          "IncludeUnsuccessful": false
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Address absent; body /Postcode absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /City absent (5cc3de51)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "#$<",
              "Quantity": -3.5e-323
            },
            {
              "Sku": "󤯠򙗀򜿞󩌝𬹯󳓗򅷑",
              "Quantity": 4.4e-323
            },
            {},
            {
              "Sku": "􍜜񜊆峟𗎞",
              "Quantity": -999999999.9999988
            },
            {
              "Sku": "ap",
              "Quantity": 999999999.9999977
            },
            {
              "Sku": ""
            }
          ],
          "WarehouseId": "3o-",
          "Country": "򠱢񷇀򵧶󎞽򹝍򟺋𯆙󴑈",
          "Postcode": "apply",
          "Address": "p",
          "Province": "cv)rH-9=ks",
          "IncludeUnsuccessful": true
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /City absent; body /Skus/*/Quantity absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /IncludeUnsuccessful absent (ae367bd6)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "򍗏㸺򒨖𑝿𿀲򈰜񍁹񭗖"
            }
          ],
          "ServiceCode": "",
          "WarehouseId": "__proto__",
          "Country": "󶓊󈛗񹵪񙤠񻡡󻚜򜭅󻡋",
          "Postcode": "񍎖򲊤󳞭񶞐",
          "Address": "񹔾򄠖𠟬𳿫򐠮𖌉𼭽󹂖򿀣",
          "City": "JSDAR-"
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /IncludeUnsuccessful absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Province absent (0660cbbb)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "O@71",
              "Quantity": 3.5383271613618834e-240
            }
          ],
          "ServiceCode": "-6",
          "WarehouseId": "A-m_58849",
          "Country": "C<EZdI",
          "Postcode": "eUz\" ",
          "Address": "򽠽󂫤酀򊬹򊈝",
          "City": "RoM0B",
          "IncludeUnsuccessful": false
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Province absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Skus/*/Sku absent (dfa235d7)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Skus": [
            {
              "Sku": "e",
              "Quantity": 3.5083385610401534e-16
            },
            {
              "Sku": "^w",
              "Quantity": 2.881157054957197e-90
            },
            {
              "Sku": "I",
              "Quantity": -2.9305849028750137e-269
            },
            {
              "Quantity": -9.266007396047335e-193
            },
            {
              "Sku": "E2\\0k/\\<?",
              "Quantity": -4.7160941493260256e-125
            }
          ],
          "ServiceCode": "_h0Z",
          "WarehouseId": "cT--_",
          "Country": "jl",
          "Postcode": "",
          "Address": "𴘷􊕶񢸳󘹈",
          "City": "",
          "IncludeUnsuccessful": true
        }
      },
      "want": {
        "answer": "accepted"
      },
      "kept": "reached body /Skus/*/Sku absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('priceOutboundAllServices: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('priceOutboundAllServices', kept, context));
});

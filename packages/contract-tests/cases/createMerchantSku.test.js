// Kept by fulfillment-contract --keep: cases of createMerchantSku that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Brand absent (2c4a82ab)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Sku": "򲴛󬒳𧁡𾋅󷑤򦾎򼟸񨪄򈬯",
          "IsRecordSN": true,
          "HsCode": "",
          "ProductDescription": "KMvL&0",
          "Weight": 844046997,
          "Length": -770451.26,
          "Width": 0.16,
          "Height": 0.04,
          "DeclareName": ",(8(|._4__,|",
          "DeclareNameCn": "e\">#!x",
          "DeclareValue": 90071992547409.4,
          "RealDeclareValue": -3e-323,
          "Condition": "",
          "ProductFlag": ")#U}+cse",
          "ProductAttribute": "GeneralCargo",
          "BatteryType": "",
          "BatteryPackaging": "<HNLFe",
          "BatteryEnergyWh": 2.1847110415947913e-299,
          "BatteryWeightKg": 9998.99999999999,
          "BatteryPackOrCell": "er__{t",
          "BatteryQuantity": 4,
          "ProductModel": "y$",
          "ProductAmountWarn": 338661983,
          "ProductCategory": "?",
          "Material": "argume",
          "MaterialCN": "򛾤􅭩񩄲𳊆򗳐㾖𗸎򝞵򚶲",
          "ProductRemark": "򧩍㐫򷜌􏽝䣜𤖤򦱨񴾾𥍭",
          "ProductImage": "O<",
          "Suffix": "va1",
          "ProductSize": "",
          "ProducerSellerName": "\u0006\u0002e",
          "VirtualInventorys": [
            {
              "WarehouseCode": "򞊖򴌰񝄠𱫖󬋕򾚺򗺣񊽧𽿝"
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Brand absent; body /Condition present; body /CustomStorageNo absent; body /ProductImage present; body /ProductSize present; body /RealDeclareValue present; body /Suffix present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /DeclareNameCn absent (6d19cbaf)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Sku": "𵴶򃞌𭢢𛩽󬸴򿻂񼋮󜋽",
          "CustomStorageNo": "#0)&R*&+",
          "IsRecordSN": false,
          "ProductDescription": "arguments",
          "Weight": 17,
          "Length": -87308,
          "Width": -347153.7,
          "Height": 0.11,
          "DeclareName": "\r+'N_\u000b",
          "DeclareValue": 90071992547409.44,
          "RealDeclareValue": 6.091681840479084e-134,
          "Condition": "􈢌ﵻ𱍍񀸢򬥏𠥏󮈾񩕀",
          "ProductFlag": "Simple",
          "ProductAttribute": "GeneralCargo",
          "CargoCharacteristic": "ref",
          "BatteryType": "{#!5~#z~",
          "BatteryPackaging": "#$",
          "BatteryEnergyWh": 1.7636056607513707e-9,
          "BatteryWeightKg": 0,
          "BatteryPackOrCell": "*yprototy",
          "BatteryQuantity": 3621,
          "ProductModel": "",
          "ProductAmountWarn": 18,
          "ProductCategory": "\r\f𧱈򰙎\r\u000f",
          "Brand": "",
          "MaterialCN": "~call",
          "ImportHsCode": "212234",
          "ProductRemark": "&",
          "ProductImage": "\"\">",
          "ProducerSellerName": "r",
          "ProducerSellerCreditCode": "__proto__",
          "VirtualInventorys": [
            {
              "WarehouseCode": "U?\\"
            },
            {
              "WarehouseCode": "3rJ4pxue "
            },
            {},
            {},
            {
              "WarehouseCode": "󼂨걎𚦲򹈸􊡕𚳂򳱞򼵈"
            },
            {
              "WarehouseCode": "𗧁񾸫򒦏泯򅑷񑁻"
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /DeclareNameCn absent; body /Material absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /HsCode absent (f3c5b454)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Sku": "",
          "CustomStorageNo": "/ (&)",
          "IsRecordSN": true,
          "ProductDescription": "",
          "Weight": 18,
          "Length": 999999.95,
          "Width": 0.17,
          "Height": -751013.57,
          "DeclareName": "),",
          "DeclareNameCn": "Vx59wtWyO9",
          "DeclareValue": 23129397335453.77,
          "RealDeclareValue": 4.411697843578046e-39,
          "ProductFlag": "Simple",
          "ProductAttribute": "GeneralCargo",
          "CargoCharacteristic": ";Zt!",
          "BatteryType": "򦮱󤰬񔼥򜼣𐘻󨥱򭳳񂷴󵵥",
          "BatteryPackaging": "2t",
          "BatteryEnergyWh": 4e-323,
          "BatteryWeightKg": 5.46298578624602e-207,
          "BatteryQuantity": 8339,
          "ProductModel": "valueOf",
          "ProductAmountWarn": 5,
          "ProductCategory": "\"s*L9\"Q",
          "Brand": "򦽃󏈚񺣳󻕋񭻇𭑲򀎚𔭸񃰞棂",
          "Material": "񝴿",
          "MaterialCN": "-~C}`>%a_y",
          "ImportHsCode": "",
          "ProductRemark": "#]I",
          "ProductImage": "\"ptoLoc",
          "Suffix": "<g6]dJ",
          "ProductSize": "\"n3@J4mS",
          "ProducerSellerName": ">#8GW\"Euo",
          "ProducerSellerCreditCode": "H",
          "VirtualInventorys": [
            {
              "WarehouseCode": "w8\""
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /HsCode absent; body /ImportHsCode pattern ^(?:\\d{6,50})?$ met; body /ImportHsCode present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /IsRecordSN absent (99db76e6)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Sku": "񼋾򼒊򼨪򚎕򘜖󨆆🧪𤩲𖜧",
          "CustomStorageNo": ") 1& . &",
          "HsCode": "",
          "ProductDescription": "oKzL|",
          "Weight": 13,
          "Length": 73197.87,
          "Width": -772956.53,
          "Height": 152352.93,
          "DeclareName": "'+)+e,",
          "DeclareNameCn": "b ll|Z",
          "DeclareValue": -37312279067457.23,
          "RealDeclareValue": -9e-323,
          "Condition": "񖠰",
          "ProductFlag": "Simple",
          "ProductAttribute": "&di",
          "CargoCharacteristic": "c",
          "BatteryType": "",
          "BatteryPackaging": "񍇌⊽򘆬񜆏񦑖򠜶危𸚁񐵏",
          "BatteryEnergyWh": 7.689954982533952e-166,
          "BatteryWeightKg": 9e-323,
          "BatteryPackOrCell": "u{&z)",
          "BatteryQuantity": 1547,
          "ProductModel": "􀛮򌦂򀫸὏򤕙򱨃񑳺𸩃􌣜󨽀",
          "ProductAmountWarn": 25,
          "Material": "{",
          "MaterialCN": "",
          "ImportHsCode": "981433590",
          "ProductRemark": "󕟁񐕍o",
          "ProductImage": "caller",
          "Suffix": "_g",
          "ProductSize": "na",
          "ProducerSellerName": "](",
          "ProducerSellerCreditCode": "&",
          "VirtualInventorys": [
            {},
            {
              "WarehouseCode": "6w"
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /IsRecordSN absent; body /ProductCategory absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /VirtualInventorys/*/WarehouseCode absent (7b8fc22a)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Sku": "",
          "CustomStorageNo": "\\_+_C_eW(-#\\",
          "IsRecordSN": true,
          "ProductDescription": "B\"&#{J",
          "Weight": 2147483640,
          "Length": -501681.43,
          "Width": -620357.4,
          "Height": -559773.29,
          "DeclareName": ",y((,_(M)",
          "DeclareNameCn": "name__",
          "DeclareValue": 79176625932647.17,
          "RealDeclareValue": -1000000000,
          "Condition": "815lN",
          "ProductFlag": "Simple",
          "ProductAttribute": "GeneralCargo",
          "CargoCharacteristic": "vDw",
          "BatteryWeightKg": 4.077558796932639e-148,
          "BatteryPackOrCell": "DKP6\"H ,0",
          "BatteryQuantity": 6,
          "ProductModel": "R",
          "ProductAmountWarn": 2147483638,
          "ProductCategory": "k",
          "Brand": "\u0014to",
          "Material": "",
          "MaterialCN": "}",
          "ImportHsCode": "38131403912600885",
          "ProductRemark": "󾑊󗭆󥸲񓝎򊂊򣫳򫹼󛡑𡲤󺜅",
          "ProductImage": ".kX=V %",
          "ProductSize": "^!",
          "ProducerSellerName": "Z@XW@{9 ;>",
          "VirtualInventorys": [
            {
              "WarehouseCode": ""
            },
            {},
            {
              "WarehouseCode": "[C]s"
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /VirtualInventorys/*/WarehouseCode absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('createMerchantSku: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('createMerchantSku', kept, context));
});

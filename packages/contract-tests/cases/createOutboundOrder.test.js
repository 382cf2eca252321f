// Kept by fulfillment-contract --keep: cases of createOutboundOrder that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Package/CarrierName present (fd985318)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "",
          "Package": {
            "PackageId": "򮉦񢂏󰠝",
            "ShipmentId": "r<O",
            "ServiceCode": "X#% N$<d",
            "PreSale": false,
            "ShipToAddress": {
              "TaxId": "i/h\"H/*fZ",
              "RecipientBirthday": "󭇏򬴖풉󃠪񍜶󐕒",
              "IDNumber": "󧄜ꚼ􀓦򁙨𱧻򮐦񗫭",
              "BankCardLast4digits": "U\\<0>aC^",
              "PaymentType": "$y8",
              "IssuingInstitution": "4n6{",
              "Taxfree": "",
              "DutyParagraph": "𺼚􇞐񕵈󛻚񉶭񑕉􆢜󱫒",
              "Department": "Q&3GDK:L",
              "Contact": "zr[]G4dE:J",
              "Phone": "9z&vAI",
              "Email": "Ma{x\"\"",
              "Country": "SO",
              "Province": "7",
              "City": "%yxin__d&",
              "District": "񚞦𨔖񍮛񸍊𽼕",
              "Street1": "\"'C&!|",
              "Street2": "D%}`+{",
              "Postcode": "VGz.$"
            },
            "ExportsInfo": {
              "EoriCode": "𠳉\u0006",
              "Country": " Y",
              "Province": "",
              "Street1": "",
              "Street2": "__lo",
              "Postcode": "󸣐\u0003󋻸",
              "Contact": "n",
              "Phone": ".cEu!$%~D",
              "Department": ""
            },
            "ImportsInfo": {
              "Country": "hbPH6Wbdt",
              "Street1": " O%?\"#",
              "Street2": "",
              "Postcode": "f",
              "Contact": "toString",
              "Company": "dK'Tw;]h",
              "Phone": "\u0004ntsap",
              "Department": "\"+#"
            },
            "SellPriceCurrency": "apply",
            "VatCode": "\u0005񨫡",
            "ImportLabel2": "gE?",
            "CarrierName": "rot",
            "CarrierService": "",
            "CodAmount": -5.778164265731284e-104,
            "IsCreateNewOrder": true,
            "RefInboundOrderInfo": {
              "ShipmentId": "$[HoH7S~",
              "RefInboundOrderMappings": [
                {
                  "CustomContainerNo": "(?",
                  "StorageNo": "󤧘",
                  "Sku": "x"
                },
                {
                  "CustomContainerNo": "ume",
                  "StorageNo": ""
                }
              ]
            }
          },
          "ShipmentDeadline": "6001-06-23 22:47:30.61594458Z",
          "Channel": "#V",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Package/CarrierName present; body /Package/CarrierService present; body /Package/CodAmount present; body /Package/ExportsInfo present; body /Package/ExportsInfo/City absent; body /Package/ExportsInfo/Company absent; body /Package/ExportsInfo/Company present; body /Package/ExportsInfo/Contact present; body /Package/ExportsInfo/Country present; body /Package/ExportsInfo/Department present; body /Package/ExportsInfo/Email absent; body /Package/ExportsInfo/EoriCode absent; body /Package/ExportsInfo/EoriCode present; body /Package/ExportsInfo/Phone present; body /Package/ExportsInfo/Postcode present; body /Package/ExportsInfo/Province absent; body /Package/ExportsInfo/Province present; body /Package/ExportsInfo/Street1 present; body /Package/ExportsInfo/Street2 present; body /Package/ImportLabel2 present; body /Package/ImportsInfo present; body /Package/IsCreateNewOrder present; body /Package/PlatformOrderNo absent; body /Package/RefInboundOrderInfo/RefInboundOrderMappings/*/Sku absent; body /Package/SellPriceCurrency present; body /Package/ShipToAddress/BankCardLast4digits present; body /Package/ShipToAddress/Department present; body /Package/ShipToAddress/District present; body /Package/ShipToAddress/DutyParagraph present; body /Package/ShipToAddress/IDNumber present; body /Package/ShipToAddress/IssuingInstitution present; body /Package/ShipToAddress/PaymentType present; body /Package/ShipToAddress/RecipientBirthday present; body /Package/ShipToAddress/Street2 present; body /Package/ShipToAddress/TaxId present; body /Package/ShipToAddress/Taxfree present; body /Package/ShipmentId present; body /Package/Skus absent; body /Package/VatCode present; body /Remark absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Package/ExportsInfo/City present (76ebe804)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "apply",
          "Package": {
            "PackageId": "xyapp{_",
            "ShipmentId": "\\",
            "ServiceCode": "",
            "PreSale": true,
            "ShipToAddress": {
              "TaxId": "]tReSbOJ",
              "IDNumber": "C&J",
              "BankCardLast4digits": "|",
              "PaymentType": "􇏳񑔧񺏧򲵃𗼎󶩄񩒘򜹇",
              "IssuingInstitution": ".xAGq>NP",
              "Taxfree": "k,m|$",
              "DutyParagraph": "*",
              "Contact": "EwHJl",
              "Phone": "QdU(4.>jsy",
              "Country": "L\"|K",
              "Province": "~",
              "City": "*&x{xHnw",
              "District": "__loo",
              "Street1": "𮑾򫢷",
              "Street2": "25ncl",
              "HouseNumber": "\\~|+}B:9",
              "Postcode": "PEn"
            },
            "Skus": [],
            "ImportsInfo": {
              "EoriCode": "Kja?E",
              "Country": "%#:J@ B{",
              "Province": "W*Ty",
              "City": "|%nV[$&)",
              "Street2": "Jm(f10!",
              "Postcode": "key",
              "Phone": "󛫥򚴞򝲆􌱠򘔠",
              "Email": "aUC`C!kdY",
              "Department": "\"#'&r"
            },
            "SellPrice": 1.3660593952060855e-64,
            "Remark": "apply",
            "SalesPlatform": "󧘪謦򅃉󢞳򈙣󩸛򀈄𠒲",
            "ImportTrackingNumber": "\u000e",
            "VatCode": " ",
            "ImportLabel": "e0^Q",
            "CarrierService": "y|",
            "IsCreateNewOrder": true,
            "RefInboundOrderInfo": {
              "ShipmentId": ".||"
            }
          },
          "Remark": "oz",
          "Channel": "",
          "SubmitLater": true
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Package/ExportsInfo/City present; body /Package/ExportsInfo/Contact absent; body /Package/ExportsInfo/Email present; body /Package/ExportsInfo/Street1 absent; body /Package/ImportLabel present; body /Package/ImportTrackingNumber present; body /Package/RefInboundOrderInfo/RefInboundOrderMappings absent; body /Package/Remark present; body /Package/SalesPlatform present; body /Package/SellPrice present; body /Package/ShipToAddress/Email absent; body /Package/ShipToAddress/HouseNumber present; body /ShipmentDeadline absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Package/ExportsInfo/Country absent (9e721933)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "v9N",
          "Package": {
            "PackageId": ":+}]Sv>",
            "PlatformOrderNo": "",
            "ShipmentId": "l2k_rXP",
            "ServiceCode": "",
            "PreSale": true,
            "ShipToAddress": {
              "RecipientBirthday": "rq@\\L@#c",
              "IDNumber": "\u000e\u000b𿲉𸫚󎝜\u0011\f𶕃",
              "BankCardLast4digits": "bindle",
              "PaymentType": "楃񇐴񀀆󞮶񮉅򔖥򁍉",
              "IssuingInstitution": "",
              "Taxfree": "𻭲",
              "DutyParagraph": ";$<x=\\,9Es",
              "Department": "EukE~",
              "TypeOfTaxId": "𹞨\u000e񋾁",
              "ShortAddress": "󘶦𹌈􂝎󙂖񃛫򱖽𕄌񂖺",
              "Contact": "",
              "Phone": "t",
              "Email": "&!1G",
              "Country": "I'H{",
              "Province": "",
              "City": "ref",
              "District": "o",
              "Street1": "$$&",
              "HouseNumber": "􏿵\f\b􇃉𗻤󼳛􏿭\r𜉡"
            },
            "Skus": [],
            "ExportsInfo": {
              "EoriCode": "{k",
              "Province": "񳁿򽶥𧊉陫",
              "City": "peA5_pro",
              "Street1": "􆎶󑱛񪣥",
              "Street2": ".<\"W%!-F",
              "Postcode": "toString",
              "Contact": "򅞿􏿭\t",
              "Company": "",
              "Phone": "__",
              "Email": "N$$",
              "Department": ""
            },
            "ImportsInfo": {
              "Country": "󽻠򵧭",
              "Province": "pro",
              "City": "J",
              "Street2": "",
              "Contact": "}~%&&W!we",
              "Company": "}3",
              "Phone": "XO[|v",
              "Department": ""
            },
            "SellPrice": 6.43790936470634e-60,
            "Remark": "{",
            "SalesPlatform": "Le \"J~",
            "VatCode": "񍱾򵺋􏸕󋙵󟀏",
            "ImportLabel": "",
            "ImportLabel2": "󊯍",
            "CarrierName": "",
            "CarrierService": "c",
            "CodAmount": 8.891070459195555e-18,
            "IsCreateNewOrder": false,
            "RefInboundOrderInfo": {
              "ShipmentId": "",
              "RefInboundOrderMappings": [
                {
                  "CustomContainerNo": "\"-4c4{@",
                  "StorageNo": "5",
                  "Sku": "􊋄𳤿"
                },
                {
                  "CustomContainerNo": "qk|f/7DK p",
                  "StorageNo": "Hh$Cs",
                  "Sku": ""
                },
                {
                  "CustomContainerNo": "8OAp^",
                  "StorageNo": "",
                  "Sku": "',iCTp:w$"
                },
                {
                  "CustomContainerNo": "[]y&|2\\!t",
                  "StorageNo": "dHl<-",
                  "Sku": "󧀒󠍓񋠟򊴼󚇰ฬ񤼸񤀻"
                },
                {
                  "CustomContainerNo": "V|!=*:T",
                  "StorageNo": "}}fk/o",
                  "Sku": "𨝢𰟔􍷒򗕝𔚙󊹄"
                },
                {
                  "CustomContainerNo": "󔼭򤆭𽝊񦾦򀤚񙛫񟷺ꈝ򑀻",
                  "Sku": "A@"
                }
              ]
            }
          },
          "Remark": "_",
          "ShipmentDeadline": "5335-11-31 11:08:18.5074837",
          "Channel": "",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Package/ExportsInfo/Country absent; body /Package/ExportsInfo/Postcode absent; body /Package/RefInboundOrderInfo/RefInboundOrderMappings/*/StorageNo absent; body /Package/ShipToAddress/Postcode absent; body /Package/ShipToAddress/ShortAddress present; body /Package/ShipToAddress/TypeOfTaxId present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Package/PackageId absent (523ebef2)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "key",
          "Package": {
            "PlatformOrderNo": "$#h",
            "ShipmentId": "^VA?z",
            "ServiceCode": "",
            "Skus": [],
            "ImportsInfo": {
              "EoriCode": "񼌘",
              "Province": "(_",
              "City": "8+RK",
              "Street1": "񔅷󀘯",
              "Street2": "򆆂󛩺񜈹󒉞񱉛񝒛򅑆񹡾",
              "Postcode": ")yy)]",
              "Contact": "44>oI",
              "Company": "-mch*HP~t",
              "Phone": "sQ?M",
              "Email": "󐑓󥠜𳅣򼋸񪧸𬷸",
              "Department": "bind"
            },
            "SellPrice": 4.298297819474612e-47,
            "SellPriceCurrency": "o$K-#NHbg",
            "Remark": "𧴖񝡹򋦣󺽜񇮍𛃡𾢅",
            "SalesPlatform": "\"}c",
            "ImportTrackingNumber": "IE/hH9P?",
            "ImportLabel": "!{&!|x",
            "ImportLabel2": "􏿬򮖣",
            "CarrierName": "",
            "CarrierService": "_",
            "CodAmount": -7e-323,
            "IsCreateNewOrder": false,
            "RefInboundOrderInfo": {
              "RefInboundOrderMappings": []
            }
          },
          "Remark": "\u0014",
          "ShipmentDeadline": "7073-10-27 20:16",
          "Channel": "applygu",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Package/PackageId absent; body /Package/PreSale absent; body /Package/RefInboundOrderInfo/ShipmentId absent; body /Package/ShipToAddress absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Package/RefInboundOrderInfo absent (d5c3c6d0)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "ref",
          "Package": {
            "PackageId": "wYm7z{5jz",
            "PlatformOrderNo": "D%~?grz",
            "ShipmentId": "#!%z",
            "ServiceCode": " ts__defin",
            "PreSale": false,
            "ShipToAddress": {
              "TaxId": "`&",
              "RecipientBirthday": "\\u",
              "IDNumber": "eO{f!~_9f:",
              "BankCardLast4digits": "􏂍𧆸񲨦򃨳𼒐񳳷􉡧󏔵𝫦򕅎",
              "PaymentType": "U",
              "IssuingInstitution": "len",
              "Taxfree": "񳹼",
              "DutyParagraph": "&623n<gy@R",
              "Department": "h.0eD@o}$%",
              "ShortAddress": "񍱝󃘈򤑔󥊴񗂨򌤐􇖁񢒜򾝗",
              "Email": "{#$!ngq*N",
              "Country": "􋵮􀦁󯷊񔡂뎢󳿠摳󀁙𕱽𨼇",
              "Province": "3n2a}7s",
              "City": "bind",
              "District": "O\"",
              "Street1": "]\")&%",
              "Street2": ">",
              "HouseNumber": "",
              "Postcode": "$I("
            },
            "ExportsInfo": {
              "EoriCode": "𡆼󺱈񮔄򕵽󅞤嶇󼉬",
              "Country": "",
              "Province": "UqtZAyQVh",
              "City": "alk",
              "Street2": " &>",
              "Postcode": "_",
              "Contact": "oupPsL!/6",
              "Company": "",
              "Phone": "!)",
              "Department": "\u0005\t􏿱򦕘󆠋\r󚽛"
            },
            "SellPriceCurrency": "",
            "Remark": "toString",
            "SalesPlatform": "cco",
            "VatCode": "r",
            "ImportLabel": "",
            "ImportLabel2": "󯨝򭻋􀥔񆚰􏌳󳒲𳏗",
            "CarrierName": "!__def",
            "CodAmount": -999999999.9999992,
            "IsCreateNewOrder": false
          },
          "Remark": "!$b%",
          "ShipmentDeadline": "6356-02-01 23:52+0150",
          "Channel": "󀲂􏿱𔟹",
          "SubmitLater": true
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Package/RefInboundOrderInfo absent; body /Package/ShipToAddress/Contact absent; body /Package/ShipToAddress/Phone absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('createOutboundOrder: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('createOutboundOrder', kept, context));
});

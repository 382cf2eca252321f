// Kept by fulfillment-contract --keep: cases of createOutboundOrders that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Channel absent (2144820e)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "񏼛󮡣𑵢򸜁򯮠󏏧򊋕",
          "Packages": []
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Channel absent; body /SubmitLater absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/CarrierName present (8c9e5e1a)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "",
          "Packages": [
            {
              "PackageId": "sC+2??yh8Q",
              "PlatformOrderNo": "h<7jE",
              "ShipmentId": "call",
              "ServiceCode": "",
              "PreSale": false,
              "ShipToAddress": {
                "RecipientBirthday": "񗌄򁞠",
                "BankCardLast4digits": "<y",
                "IssuingInstitution": "!aI",
                "Taxfree": "",
                "DutyParagraph": "}%k6wLccSt",
                "Department": "(~HR",
                "TypeOfTaxId": "<RbpU$+",
                "ShortAddress": "|$f.yz&",
                "Contact": "񥘻𹺿󖧃񹿖򜀮",
                "Phone": "",
                "Email": "Rhz \"%.",
                "Country": "R ",
                "Province": "󣯴",
                "City": "",
                "District": "󮧺􏿴􏿷񕵢򷸖􏿿󔲯ü",
                "Street2": "_",
                "HouseNumber": "T4=zBdDy",
                "Postcode": "S={T:O2{"
              },
              "Skus": [
                {
                  "StorageNo": "\"Py_|",
                  "Quantity": 45188369,
                  "FNSKU": ":.rQhdu%1C",
                  "FNSKULabel": "$}z",
                  "Price": 2.3766730940610385e-185,
                  "PlatformItemId": "yNawBVx",
                  "PlatformTransactionId": "key",
                  "HsCode": "􏿯\not􄚟\n__lo"
                },
                {
                  "StorageNo": "z!",
                  "FNSKU": "1DR%:sxI4(",
                  "FNSKULabel": "z",
                  "ProductName": "~Jle6",
                  "Price": 1.5e-323,
                  "PlatformItemId": "6w>_)$!\"J\"",
                  "PlatformTransactionId": "name_ teny",
                  "HsCode": ""
                },
                {
                  "Sku": "𷎵𡓇𢦩𭾭󞶖񁲿",
                  "StorageNo": "fl",
                  "FNSKU": "VXK>$\\Lj",
                  "FNSKULabel": "􎶘𭕱𫏀𚈼",
                  "ProductName": "",
                  "Price": 9.4e-323,
                  "PlatformItemId": "y",
                  "HsCode": "򹞚輽򤇺󩦦񦟄"
                },
                {
                  "Sku": "moHSX",
                  "StorageNo": "\u0011𢒂",
                  "Quantity": -1201478914,
                  "FNSKU": "𓘒򕧏",
                  "HsCode": "!"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "XHX1m5|5",
                "Country": "%PB",
                "Province": "$",
                "City": "",
                "Street2": "󶁆񨰇󝙘𠖲򁐵",
                "Postcode": "oJ)N,YC",
                "Contact": "𔦊􈞕󺋔𝺔񊞓񽾤𗖠",
                "Company": "󁣧",
                "Phone": "YSiara",
                "Email": "'!^Ie;"
              },
              "ImportsInfo": {
                "EoriCode": "toString",
                "Country": "񸇺򞇦򬪛󸍽",
                "Province": "\u000f󭻭𼧭\u0002\u0004񝪾",
                "City": "toString",
                "Street1": "#Q9KfsU",
                "Street2": "",
                "Postcode": "dKtkEu!N",
                "Contact": "",
                "Company": "q+}>\"",
                "Phone": "hU\\[>.MP8",
                "Email": "p",
                "Department": "񜏚𒚢򶊐񻶤󝢍"
              },
              "SellPriceCurrency": "\u0000\u000e􏿰󁱟\u0004\t􏿷􏿸􏿸󳴞",
              "Remark": "n",
              "ImportTrackingNumber": "]m!]B&d+P",
              "VatCode": "򵜝",
              "ImportLabel": " ",
              "CarrierName": "%7",
              "CodAmount": -4.7813824969772716e-71,
              "IsCreateNewOrder": true,
              "RefInboundOrderInfo": {
                "ShipmentId": "ax",
                "RefInboundOrderMappings": [
                  {
                    "CustomContainerNo": "neSet򺀭toru",
                    "StorageNo": "=br;-C{~Q%",
                    "Sku": "$"
                  },
                  {
                    "CustomContainerNo": "񯗲",
                    "StorageNo": "򊚞\u0011",
                    "Sku": "R:jF"
                  },
                  {
                    "CustomContainerNo": "🷜\u0004􏿲񀁴􊯈򶐑􀮹\u0003􏿭酶",
                    "StorageNo": "뱮󹬈󶳗󑭈",
                    "Sku": "𸳻񞹙𼩞󬕊􁑒󗡫򯘕󟐞"
                  },
                  {
                    "CustomContainerNo": "yy",
                    "StorageNo": "gꐭ",
                    "Sku": "M"
                  },
                  {
                    "CustomContainerNo": "AK\"",
                    "StorageNo": "e7(&:RbzF",
                    "Sku": "S)"
                  },
                  {
                    "CustomContainerNo": "𗉬򘰃𒧳󅢗",
                    "StorageNo": "򨣽񲐝󗋖󕠢񖾡󛂈",
                    "Sku": ""
                  }
                ]
              }
            },
            {
              "PackageId": "key",
              "PlatformOrderNo": "\u0006񊏨𱎋\t\n𫼭򅰕󋉡",
              "ShipmentId": "~",
              "ServiceCode": "rv",
              "ShipToAddress": {
                "IDNumber": "񯺩茈񣡼",
                "BankCardLast4digits": "{3",
                "PaymentType": "",
                "DutyParagraph": "{",
                "Department": " &N-J=E",
                "TypeOfTaxId": "(",
                "ShortAddress": "\u0013\u0012􏿴",
                "Contact": "𓂦𗇫񍲢",
                "Phone": "󟔎󴬂񢢈򊊣򏸇񝙔񰕌򋁟񕃜􁻢",
                "Email": ",?fBgA{X",
                "Country": "r",
                "Province": "T>Rb,-J*",
                "City": "`0]9x9",
                "District": "󛔹𦊡__d",
                "Street1": "__",
                "Street2": "app",
                "HouseNumber": "merablEap"
              },
              "Skus": [],
              "ExportsInfo": {
                "Country": "b4\"jU1=Z",
                "Province": "&azents__d",
                "City": "",
                "Street1": "",
                "Street2": "3u:$+;",
                "Postcode": "Z",
                "Contact": "\u000b椾",
                "Email": "}E{",
                "Department": "le"
              },
              "ImportsInfo": {
                "EoriCode": "j,9",
                "Country": "񛛌󦤦񌏮",
                "Province": "%refAproto",
                "City": "&EVU`\"wS|",
                "Street1": "񣍌򗲞򦗠󅲎󦇞",
                "Postcode": "#$o!!&y\"y{",
                "Contact": "񹉶𜘟󣽔֍򂎓񽡍󐱰𵩇",
                "Company": "",
                "Email": "0",
                "Department": "𮭀󺁤񸥍"
              },
              "SellPrice": -2.5e-323,
              "SellPriceCurrency": "𼬋􂺄󗥧󾑑􊴙񇛽𷓜񲵳񤬵",
              "Remark": "P${",
              "ImportTrackingNumber": "\\\\CJU3n\"O?",
              "VatCode": "Mn9",
              "ImportLabel2": "",
              "CarrierName": "{\"'",
              "CodAmount": -1.0399213722830215e-267
            }
          ],
          "Channel": "P${H8",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/CarrierName present; body /Packages/*/CodAmount present; body /Packages/*/ExportsInfo present; body /Packages/*/ExportsInfo/City present; body /Packages/*/ExportsInfo/Company absent; body /Packages/*/ExportsInfo/Company present; body /Packages/*/ExportsInfo/Contact present; body /Packages/*/ExportsInfo/Country present; body /Packages/*/ExportsInfo/Department absent; body /Packages/*/ExportsInfo/Department present; body /Packages/*/ExportsInfo/Email present; body /Packages/*/ExportsInfo/EoriCode absent; body /Packages/*/ExportsInfo/EoriCode present; body /Packages/*/ExportsInfo/Phone absent; body /Packages/*/ExportsInfo/Phone present; body /Packages/*/ExportsInfo/Postcode present; body /Packages/*/ExportsInfo/Province present; body /Packages/*/ExportsInfo/Street1 absent; body /Packages/*/ExportsInfo/Street1 present; body /Packages/*/ExportsInfo/Street2 absent; body /Packages/*/ExportsInfo/Street2 present; body /Packages/*/ImportLabel present; body /Packages/*/ImportLabel2 present; body /Packages/*/ImportTrackingNumber present; body /Packages/*/ImportsInfo present; body /Packages/*/IsCreateNewOrder present; body /Packages/*/PreSale present; body /Packages/*/RefInboundOrderInfo present; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings present; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings/*/CustomContainerNo present; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings/*/Sku present; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings/*/StorageNo present; body /Packages/*/RefInboundOrderInfo/ShipmentId present; body /Packages/*/Remark present; body /Packages/*/ShipToAddress/BankCardLast4digits present; body /Packages/*/ShipToAddress/Department present; body /Packages/*/ShipToAddress/District present; body /Packages/*/ShipToAddress/DutyParagraph present; body /Packages/*/ShipToAddress/HouseNumber present; body /Packages/*/ShipToAddress/IDNumber present; body /Packages/*/ShipToAddress/IssuingInstitution present; body /Packages/*/ShipToAddress/PaymentType present; body /Packages/*/ShipToAddress/Postcode absent; body /Packages/*/ShipToAddress/RecipientBirthday present; body /Packages/*/ShipToAddress/ShortAddress present; body /Packages/*/ShipToAddress/Street1 absent; body /Packages/*/ShipToAddress/Taxfree present; body /Packages/*/ShipToAddress/TypeOfTaxId present; body /Packages/*/ShipmentId present; body /Packages/*/Skus/*/FNSKU present; body /Packages/*/Skus/*/FNSKULabel present; body /Packages/*/Skus/*/HsCode present; body /Packages/*/Skus/*/PlatformItemId present; body /Packages/*/Skus/*/PlatformTransactionId present; body /Packages/*/Skus/*/Quantity absent; body /Packages/*/Skus/*/Sku absent; body /Packages/*/VatCode present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/CarrierService present (d2708824)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "􋳴񌱲󡼟󎎱񊧕",
          "Packages": [
            {
              "PackageId": "1",
              "PlatformOrderNo": "Hb_|4s.[pd",
              "ShipmentId": "valueOf",
              "ServiceCode": "[\"",
              "ShipToAddress": {
                "TaxId": "񃸟򛃽󲵝",
                "RecipientBirthday": "key",
                "IDNumber": "",
                "BankCardLast4digits": "[}]zVf`E",
                "PaymentType": "ref",
                "IssuingInstitution": "rP8&",
                "Taxfree": "__p|",
                "DutyParagraph": "8K=UN",
                "TypeOfTaxId": "2",
                "ShortAddress": "",
                "Contact": "𠠤𱌛񆄀񔱬𕟃𺒽",
                "Phone": "c",
                "Email": "/i",
                "Country": "i%VD<9h^`@",
                "Province": "_",
                "City": "򙏥򑨘񋒩󓈐󑻌􄿣",
                "District": "o;\"+;dO%&",
                "Street2": "򛍆梦񍵜򄶫𒲬",
                "Postcode": ""
              },
              "Skus": [],
              "ExportsInfo": {
                "EoriCode": ".n%5P",
                "Country": "5$-'U@l",
                "Province": "G;P+",
                "Street1": "-L<(,f7",
                "Street2": "tterefc",
                "Contact": "arguments",
                "Phone": "M",
                "Email": "H2NEP@PG<T",
                "Department": "𐳴򘫲󅍶񇭮𕢤񶡌򅀽򓽄񷟺"
              },
              "ImportsInfo": {
                "EoriCode": "NM=xw2<ui",
                "Province": "7YrWN?E1?",
                "City": "񀸑󛔯𑬒񠴕򐡬򀣞򐭿",
                "Street2": "𣞓󽒂贛񕊅򬪞󹽖𾆊񘥕",
                "Postcode": "񨇌𷬩",
                "Contact": "^",
                "Phone": "cG2R}&",
                "Email": "c"
              },
              "SellPrice": -84.59534525305429,
              "SellPriceCurrency": "~&|",
              "Remark": "",
              "SalesPlatform": "r",
              "VatCode": ". -UoH|SU3",
              "ImportLabel2": "ED`_mE",
              "CarrierName": "{&$",
              "IsCreateNewOrder": false,
              "RefInboundOrderInfo": {
                "ShipmentId": "n"
              }
            },
            {
              "PackageId": "z1,\"R#",
              "PlatformOrderNo": "&__proto__",
              "ServiceCode": "4aFz",
              "Skus": [
                {
                  "Sku": "ts",
                  "StorageNo": "xe",
                  "Quantity": -7377389,
                  "FNSKULabel": "򖗊󨾷󅂙𹾔񐝹󼙬紣􎒢󛸂",
                  "ProductName": "~",
                  "Price": -1.1741165965457582e-77,
                  "PlatformItemId": "\bname𡷭fine",
                  "PlatformTransactionId": "{{ *3$&&"
                },
                {
                  "Sku": " ~3\"$",
                  "StorageNo": "_",
                  "Quantity": 1861213552,
                  "FNSKULabel": "ngt",
                  "ProductName": "Z\\_",
                  "Price": 4.4e-323,
                  "PlatformItemId": "",
                  "PlatformTransactionId": "~",
                  "HsCode": "񇒳"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "=",
                "Country": "M",
                "Province": "4bJV",
                "City": "Xl~B",
                "Street1": "񨃽𴳶򛍺񫑋󧯫󛇪򰴓𵊒򒾃",
                "Street2": "񴪩򸶛񔇜󸰀񹾊񫈜񖽂",
                "Postcode": "򺛐󘵐󶏶",
                "Company": "valueOf",
                "Phone": "\u0000󒫥",
                "Email": "󏒨󊢀򏼱󓩹𦨽񊺸򙗌",
                "Department": "pg_X"
              },
              "SellPrice": 1.9903928511056716e-166,
              "SellPriceCurrency": "",
              "Remark": "&|$a\"b_`,",
              "SalesPlatform": "􏿴",
              "VatCode": "󺧕񣇆",
              "ImportLabel": "v5z?mY?0|",
              "CarrierName": "򥪋𛯇󼖈𾲷񘟒",
              "CarrierService": "s",
              "CodAmount": 9.541975310647382e-219,
              "IsCreateNewOrder": false,
              "RefInboundOrderInfo": {
                "ShipmentId": "key"
              }
            },
            {
              "PackageId": "[",
              "PlatformOrderNo": "ey򗇾appl",
              "ShipmentId": "c3sL",
              "ServiceCode": "􃕁\u000b",
              "PreSale": true,
              "ShipToAddress": {
                "TaxId": "9{",
                "RecipientBirthday": "",
                "IDNumber": " %X",
                "PaymentType": "򵮂򄠩򬍎",
                "IssuingInstitution": "󵉢򚵋򠯐􉸭󰼷񿾏󑖉񣧸𡄨",
                "Taxfree": "SSH;'",
                "Department": "3<+M8?&F",
                "TypeOfTaxId": "",
                "Contact": "arguments",
                "Phone": "",
                "Email": "__",
                "Province": "",
                "City": "򊫛",
                "District": "񾡡\u0005",
                "Street1": "|N&",
                "Street2": "$0wi",
                "Postcode": "𺵞񇿤𓳐"
              },
              "Skus": [
                {
                  "Sku": "|ux$\"o",
                  "StorageNo": "*xx$,zz",
                  "Quantity": -1792477103,
                  "FNSKU": "Sm",
                  "ProductName": "񃯩􂉻𥇉󍚎󀏹𓼦񇨋󶭜󏤃򐩺",
                  "PlatformItemId": "",
                  "PlatformTransactionId": "4 }",
                  "HsCode": "i!%bQR"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "",
                "Country": "󲤎𰥀󵎔𒝱򥌸",
                "Province": "󬺖񟒨󈹇񼔇豢󯛡",
                "City": "am",
                "Street1": "key",
                "Street2": "&",
                "Postcode": "toStringum",
                "Contact": "'{",
                "Phone": "__de",
                "Email": "󥰋񎢐遇􄷎􃜠󱷾",
                "Department": "D&+{8"
              },
              "ImportsInfo": {
                "EoriCode": "􏿮򠥚􏿶\u0012\n",
                "Country": "𘛞򄓛",
                "Province": "",
                "City": "􏿾",
                "Street1": "zf%%FJbZ*",
                "Street2": "",
                "Contact": "'fQSfD7SD",
                "Company": "call",
                "Phone": "O!",
                "Email": "󡥶𰇰",
                "Department": "QjUFdQv"
              },
              "SellPrice": 3.0500063886035056e-133,
              "SellPriceCurrency": "&n#(rTO!",
              "Remark": "=^S\\",
              "SalesPlatform": "/8`\\+d9j>",
              "ImportLabel2": "rop",
              "CarrierService": "]\"!}`!",
              "CodAmount": -2.6884153027669196e-182,
              "IsCreateNewOrder": false,
              "RefInboundOrderInfo": {
                "ShipmentId": "op",
                "RefInboundOrderMappings": [
                  {
                    "CustomContainerNo": "TyN%.5%VD\\",
                    "StorageNo": "􏿶\b􏿻򡏜󾖞",
                    "Sku": "s@ PY1r+i@"
                  },
                  {
                    "CustomContainerNo": "U+. ,_.hs/",
                    "StorageNo": "ddZ)U\\k_0",
                    "Sku": "k71j?"
                  },
                  {
                    "CustomContainerNo": "",
                    "StorageNo": "?G"
                  },
                  {
                    "CustomContainerNo": "*",
                    "StorageNo": "",
                    "Sku": "43>Kb"
                  }
                ]
              }
            },
            {
              "PlatformOrderNo": "oS",
              "ShipmentId": "",
              "PreSale": false,
              "Skus": [
                {
                  "Sku": "𻧋򴜕񾳿𴭚୓񮽠",
                  "StorageNo": "valueOf",
                  "FNSKU": "zna",
                  "FNSKULabel": "",
                  "ProductName": "񝢍𡑵񴙴򶡐",
                  "PlatformItemId": "",
                  "PlatformTransactionId": "z<\"",
                  "HsCode": "𜀡񓅅󹘿䤥𤨡􍧧󓷛򔀊񱇆"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "V",
                "Country": "P(rNP`h|9",
                "Province": "ft'_GX0+",
                "City": "valueOf",
                "Street1": "\u0004\u0011\f􏿳\u0010􏿱󙎚",
                "Street2": "|[&PoYE",
                "Postcode": "🩮",
                "Contact": "@Sde3",
                "Phone": "",
                "Email": "𔥬󠇉󅶗",
                "Department": "k"
              },
              "ImportsInfo": {
                "Country": "n",
                "Province": "l?`?6%4",
                "City": "bin",
                "Street1": "􏊁鴭󉊔",
                "Postcode": "+V",
                "Contact": "%k:z${}",
                "Company": "f=X",
                "Phone": "򄪸𱢶",
                "Email": "",
                "Department": ""
              },
              "SellPrice": -6e-323,
              "SalesPlatform": "",
              "ImportTrackingNumber": "ref",
              "VatCode": "jGud",
              "ImportLabel": "Q_l64>cL)<",
              "ImportLabel2": "",
              "CarrierName": "9}i9QC8>",
              "CarrierService": "𳵺󱯙񑁪񦛂𝪣󸖀򂐪",
              "CodAmount": 1.5e-323,
              "IsCreateNewOrder": false,
              "RefInboundOrderInfo": {
                "ShipmentId": "",
                "RefInboundOrderMappings": []
              }
            }
          ],
          "Channel": "",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/CarrierService present; body /Packages/*/ExportsInfo/City absent; body /Packages/*/ExportsInfo/Contact absent; body /Packages/*/ExportsInfo/Country absent; body /Packages/*/ExportsInfo/Postcode absent; body /Packages/*/PackageId absent; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings absent; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings/*/Sku absent; body /Packages/*/ServiceCode absent; body /Packages/*/ShipToAddress absent; body /Packages/*/ShipToAddress/Country absent; body /Packages/*/ShipToAddress/TaxId present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/ExportsInfo/Province absent (232f71dd)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "",
          "Packages": [
            {
              "PackageId": "񪪤",
              "PlatformOrderNo": "en",
              "ShipmentId": "~D#{.w",
              "PreSale": true,
              "ShipToAddress": {
                "TaxId": "󆢱񜋄𚊀󰊀𹟥񚆠񷞂󐋈󒿚",
                "RecipientBirthday": "ll壠",
                "IDNumber": "!rEMR+/",
                "PaymentType": "$",
                "IssuingInstitution": "",
                "Department": "|/qfpPBm",
                "TypeOfTaxId": "􏿺to",
                "ShortAddress": "j ",
                "Phone": ".(N>5R@-A",
                "Country": "\r\f򷵔",
                "City": "=B6~oaiK4",
                "District": "]NH",
                "Street1": "|d",
                "Street2": "R4[x|-@",
                "HouseNumber": "",
                "Postcode": "<F]_m"
              },
              "ExportsInfo": {
                "EoriCode": "򨏳򓿟𕊹񑵈𳬗򔮎񪨇󘰄񲫔",
                "Country": "󚲅",
                "City": "!",
                "Street1": "b@|H5MD[r",
                "Street2": "󹾢𙧜󻑽𙻩񇈸󧿭𻉻𣎭񭧣򗚞",
                "Postcode": "nqj}:p-k/",
                "Contact": "#",
                "Company": "",
                "Phone": "4}]N",
                "Email": "^x",
                "Department": "XN"
              },
              "ImportsInfo": {
                "EoriCode": "󙄗􉮶",
                "Country": "41vF1@",
                "Province": "",
                "City": "𠂐a",
                "Street2": "򂶆󢃭",
                "Postcode": "J&dx&#z",
                "Contact": "\"{$R[XzNx&",
                "Company": "Dv",
                "Email": "j",
                "Department": "\n섰󋓣𰕬\u0001󢗔"
              },
              "SellPriceCurrency": " nhd",
              "Remark": "\"n|at<f",
              "SalesPlatform": "󲓐񃧃𴀡",
              "ImportTrackingNumber": "apply",
              "VatCode": "-_",
              "ImportLabel": "",
              "ImportLabel2": "Y56\\}I~",
              "CarrierName": "__proto__",
              "CarrierService": "name",
              "CodAmount": -3.4923237107861694e-13,
              "RefInboundOrderInfo": {
                "ShipmentId": "5S1^'d",
                "RefInboundOrderMappings": [
                  {
                    "CustomContainerNo": "9E8okHcE",
                    "StorageNo": "",
                    "Sku": "T-)CfgUrnc"
                  },
                  {
                    "CustomContainerNo": "TI2]hz6x",
                    "StorageNo": ")@Op",
                    "Sku": "񬎞𢢊󥊕򡢞򏍂𧨡򍔭񫕹򑼸"
                  },
                  {
                    "CustomContainerNo": "@H`Tx-Vy8",
                    "StorageNo": "𑂛󼨥񥏁󒵌󲬠󒀨"
                  }
                ]
              }
            },
            {
              "PackageId": "\r򭒻\u0014󠯊񀶈\u0004ᥞ􍸑\n",
              "PlatformOrderNo": "%cA",
              "ShipmentId": "",
              "PreSale": true,
              "Skus": [
                {
                  "StorageNo": "a#sp=pP",
                  "Quantity": 1877180308,
                  "FNSKU": "VI5]\\>~y",
                  "ProductName": "",
                  "Price": 1.5993366862930813e-206,
                  "PlatformItemId": "qC9</+S",
                  "PlatformTransactionId": "򀓉𜲎񀂯򅍐𠾇",
                  "HsCode": "񗦻񭖙򞬈ʩ"
                },
                {
                  "Sku": "zl:UgIE@H",
                  "StorageNo": "𯁛󃋞񥰺񳓛򵀉򟟃ꎒ񤇏򿌗񪒩",
                  "Quantity": -535902793,
                  "FNSKU": "?T94W8",
                  "ProductName": "񙖠󶩪򿭝󻲐򅎼􈇈",
                  "PlatformItemId": "Sgtv:",
                  "HsCode": "*fC(C"
                },
                {
                  "Sku": "평󑀸󅱏𕣛󑽐𹚖𐫩򊰎򞧻𑪱",
                  "StorageNo": "S}IM Tp",
                  "Quantity": -102223116,
                  "FNSKU": "󳝡򘶦𷙣񓟓",
                  "FNSKULabel": "𽑞",
                  "ProductName": "",
                  "Price": 6.765372557496696e-287,
                  "PlatformItemId": ")>D"
                },
                {
                  "StorageNo": "򰻏򬘎㗝󁘘񫺡",
                  "Quantity": -272632890,
                  "FNSKU": "_$P\\'Fv",
                  "FNSKULabel": "rJQ_+3t!*",
                  "ProductName": "xp",
                  "Price": 6.301817824004179e-177,
                  "PlatformItemId": "Ap;Y`I",
                  "PlatformTransactionId": "jAx{T*~_c",
                  "HsCode": "|;T8XR"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "񪭎뒌𵛤򎑛𔽑",
                "Country": "length",
                "Province": ".F}",
                "City": "񼷱󓶩񃳢",
                "Street1": "IlW",
                "Street2": "񩽂񛂌焃",
                "Postcode": "}|}L?}y%",
                "Contact": "key",
                "Phone": "򹇄𠙲󂦭舺󪇓욈󞨶񻿭􌟸",
                "Email": "! %Dng&{",
                "Department": "&[x:z$ "
              },
              "ImportsInfo": {
                "EoriCode": "󬹠򙕏󆏀󂌴񴙺񑟽񣮯󳣑󠺩𝍕",
                "Country": "valueOf",
                "City": "",
                "Street1": "Q{A2mnWwj",
                "Street2": "\u0006𾐃",
                "Postcode": "򯢑𕓧򻌴񙤫􁦶򹋡􇗇􌈭񴳃",
                "Contact": "dX#}",
                "Phone": "={j",
                "Email": "|!$}V%!~{z",
                "Department": ""
              },
              "SellPrice": 4e-323,
              "Remark": "𨃣󴹨𻭎",
              "SalesPlatform": "W%$",
              "ImportTrackingNumber": "\"D\"`",
              "VatCode": "0Qfpf",
              "ImportLabel": "%ykeyt",
              "CarrierService": "",
              "IsCreateNewOrder": false
            }
          ],
          "Channel": "#",
          "SubmitLater": false
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/ExportsInfo/Province absent; body /Packages/*/ShipToAddress/Contact absent; body /Packages/*/ShipToAddress/Province absent; body /Packages/*/Skus absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/PlatformOrderNo absent (022b75c6)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "WarehouseId": "\u0014toLocal",
          "Packages": [
            {
              "PackageId": "󅹩򡞿𰞧񳃬􍎐򷷃",
              "PlatformOrderNo": "&~=y~:|!R",
              "ShipmentId": ",|k",
              "ServiceCode": "![3",
              "ShipToAddress": {
                "IDNumber": "iKN^tMz(",
                "BankCardLast4digits": "򊂛򖄙󏵀󡝌󰳦𖨊񹏕",
                "PaymentType": "<",
                "Taxfree": "񌻹",
                "DutyParagraph": "N}AP+S'",
                "Department": "V8h`",
                "TypeOfTaxId": "𘌛󳟵򨚉􉅢򫛱򚌈񘴋񬚖",
                "ShortAddress": "򼯘",
                "Contact": "",
                "Phone": "?e",
                "Email": "o}r",
                "Province": "A7_",
                "City": "󾀭򴊹󂭌򈪻󢦩",
                "District": "8&E[>-rU",
                "Street1": "@=ZQp|s44",
                "Street2": "\\ug\"E[#TJ",
                "HouseNumber": "WSF=",
                "Postcode": "𵤭񋠽󑿗๫"
              },
              "Skus": [
                {
                  "Sku": "𪭪򪪬𠸢񿨊򈕠🶎𽍦𺃈񾛢",
                  "StorageNo": "󉜑󺦉",
                  "FNSKU": "U#;b0:T1y",
                  "FNSKULabel": "[\\.1%N0H",
                  "ProductName": "󁼘񊸰󧒘􆗝񽃫񌚺򈑜",
                  "PlatformItemId": "[2HZ7R5HfA",
                  "PlatformTransactionId": ""
                },
                {
                  "StorageNo": "aob",
                  "Quantity": 395953573,
                  "FNSKU": "iwo=q6R3",
                  "FNSKULabel": "~0Rt^[A@V",
                  "ProductName": "񝷾𡶃񸦑𵉡󽊅􆁛󉟳",
                  "Price": 5.969210108732584e-72,
                  "PlatformTransactionId": "񏀣񞷟񣵻򐯚𣢝򜃣򼐠𩟷󩛴",
                  "HsCode": "JE,q\\jb4AR"
                },
                {
                  "StorageNo": "񽏔",
                  "Quantity": -1174051021,
                  "FNSKU": "TMX8",
                  "FNSKULabel": "jBf",
                  "ProductName": "񩍾򗚝軒􏶩𹖇򽌛󺏅򒨖",
                  "Price": 9.356152759563901e-123
                },
                {
                  "Sku": "G",
                  "StorageNo": "",
                  "FNSKU": "񽘪",
                  "ProductName": "􌀫򄚇򷄟󼾨񸓬򱐖󟯉",
                  "Price": 1.898582384271144e-96,
                  "PlatformItemId": "󆰘򐒼󦊋",
                  "PlatformTransactionId": "񣋟򟆈񘊶򒚺򀤞󎜜􋾿񒬀ᒼ𒾬",
                  "HsCode": "𿈯񤺄󻪳񅓿򥶺"
                },
                {
                  "Sku": "z=X$?C",
                  "StorageNo": "y6}C~@\\)",
                  "Quantity": -213466547,
                  "FNSKU": "𹢚񜑡󆗢򝢷򓀣𢼌񤿞􇄽",
                  "FNSKULabel": "<={",
                  "ProductName": "d.;weMr[",
                  "Price": 7.238540231838606e-201,
                  "PlatformItemId": "",
                  "PlatformTransactionId": "pf\"\"+V,#"
                }
              ],
              "ImportsInfo": {
                "EoriCode": "CBK5.$!5",
                "Country": "j[/jp",
                "Province": "򧋿𪿇儾񢋦",
                "City": "Zz _]Wr+a",
                "Street1": "BzzFg#bZfm",
                "Street2": "pqz",
                "Postcode": "󟰠",
                "Contact": "􂴙𸫚񫿿񲃥󏈱򊡻򴅯𜧑",
                "Company": "=q%|",
                "Phone": "}pd~)",
                "Email": "頿󃛪񜿌󑯋𐌗󖷏",
                "Department": "d"
              },
              "SellPriceCurrency": "𪧢󁗣𫌭񖖬񿎈񖶱𪊰񔓎􉘎",
              "SalesPlatform": "񃤱󀎴񕀱񢩈񆓕࢔􂭝",
              "ImportTrackingNumber": "K.7xQY*d",
              "VatCode": "K",
              "ImportLabel2": "򎶼󟇱򡶷񬀣񱈰𞫕옡𚵁",
              "CarrierName": ")5:",
              "CarrierService": "򨭦񜁍󐔫框񤭱􀜕",
              "CodAmount": -1.6378768521475383e-305,
              "IsCreateNewOrder": true,
              "RefInboundOrderInfo": {
                "ShipmentId": ":QrX",
                "RefInboundOrderMappings": []
              }
            },
            {
              "PackageId": ";wM$@nShF",
              "PlatformOrderNo": "򏘨򋋙򊆬",
              "ShipmentId": "",
              "ServiceCode": "򌩺󮧰񬋒񲂿",
              "PreSale": false,
              "ShipToAddress": {
                "RecipientBirthday": "%1@{9o3a",
                "IDNumber": "",
                "BankCardLast4digits": "/<r<Y",
                "PaymentType": "񿦠򐄜򒾮񞊪񶅣񣛁𣷌􌈇󐍨",
                "Taxfree": "z",
                "DutyParagraph": "Gqd",
                "Department": "10\"u`",
                "TypeOfTaxId": "򸒪𠴞򑠘򅛀􀚖񶴰󣬤􏝯𰧥",
                "ShortAddress": "RbUO-s3|",
                "Contact": "񁒭촤𰃙𿛇򟕩񩆕󒚠ᦕ󏧝",
                "Phone": "񯞥𻹇󐁕򸼏񬗢򋦨",
                "Email": "eZ0:f",
                "Country": "",
                "Province": "g",
                "City": "?SWwv,ziaN",
                "District": "y<Hh",
                "Street1": "f",
                "Street2": "1':",
                "HouseNumber": "o+o*\\G@",
                "Postcode": "񊋃麐"
              },
              "Skus": [],
              "ImportsInfo": {
                "EoriCode": "󅸙񯩯񫼦񌲖󖍰",
                "Province": "<QY] s6Jf",
                "City": "5u]E[/]Gaq",
                "Street1": "𐲥𥓦㷷𿝝򼿎󙜪򟹳𡵒󱉪",
                "Street2": "񑆈򛈬􅷮񮢯򱾪𸓪򳖡",
                "Postcode": "l)|uu",
                "Contact": "+HRy*W",
                "Company": " wa'qixg",
                "Phone": "򆡇𑙔𥦕󷨅񷩎Α񢒮",
                "Email": "󅯿񌱡򞛐􇬷",
                "Department": "LpW1ZZ.("
              },
              "SellPriceCurrency": "@>IW(4",
              "Remark": "񣂵𪽐񇄠򒅇",
              "ImportTrackingNumber": "ჱ񕷭󎼦森𫧐򺒉󟥦",
              "VatCode": "F",
              "ImportLabel": "m`epcA~y",
              "ImportLabel2": "",
              "CarrierName": "",
              "CodAmount": 1.423842267473791e-216,
              "IsCreateNewOrder": false,
              "RefInboundOrderInfo": {
                "ShipmentId": ""
              }
            },
            {
              "PackageId": "񾳅",
              "ShipmentId": "ws[r",
              "ServiceCode": "𐇕򠞀򂩹󚫪",
              "PreSale": false,
              "ShipToAddress": {
                "TaxId": ">#P,$h0Uk",
                "RecipientBirthday": "#viu':hK",
                "BankCardLast4digits": "'=sq",
                "PaymentType": "򜾾󱣴󋇳",
                "Taxfree": "/rn8Uo",
                "DutyParagraph": ".MECGy7",
                "Department": "񨂏򹮞",
                "TypeOfTaxId": "-[l;Jm(m",
                "ShortAddress": "򄞪򃒵",
                "Contact": "",
                "Phone": "򸑘񡾫򴃪𸋙",
                "Email": "񥰖󎤰󢯾񍲑⤯",
                "Country": "񰔁򨒛񁻽󊡗󂐤󈍡򪁲򈱟񰴙",
                "Province": "s>63r6rR2",
                "City": "Krs2wW",
                "District": "jPN|AbLK",
                "Street1": "p*",
                "Street2": "i3E5[ 3B",
                "HouseNumber": "",
                "Postcode": "򲐳"
              },
              "Skus": [
                {
                  "Sku": "ik?adq%8l",
                  "StorageNo": "񰩊񡳈𠮡򎄭󣪷񅻸⒮",
                  "Quantity": 901888263,
                  "FNSKU": "𜳚󵻊򑁄򔈖Ꮗ",
                  "FNSKULabel": "",
                  "ProductName": "",
                  "PlatformTransactionId": "ceX9"
                },
                {
                  "Sku": "򈞸򣉐𷮿򞌗򜞢暹",
                  "StorageNo": "|",
                  "FNSKU": "󊖨󢸔󎿾󌴥􅻓𰡄񀄵",
                  "ProductName": "#Rv",
                  "PlatformItemId": "󷟏􊌂񬜅𽼛󘲤뻅𻰯򞯤",
                  "HsCode": ""
                }
              ],
              "ExportsInfo": {
                "EoriCode": "-P(<kq",
                "Country": "cx`F",
                "Province": "󹭫򗎡񾦟򦕒򹳙򸅌𭍋󕠉",
                "City": "򇺿򗨖",
                "Street1": "r",
                "Street2": "H+-",
                "Postcode": "񚫝񉿐񵏺񿱡񴘞򇪞󑤮󹌣񕠟򵝉",
                "Contact": "󄆽󿵜󣧿񪘂𨜨",
                "Phone": "􁹠㩜񫪪",
                "Email": "JH$2B^"
              },
              "ImportsInfo": {
                "EoriCode": ".M25",
                "Country": "CC",
                "City": "𞁝󿰭󢥖𶡷󋖞󊯶􇷞𷞮竁",
                "Street1": "hPr@+h",
                "Street2": "",
                "Postcode": "\"3JK2*",
                "Contact": "ZL6Q",
                "Phone": "򫋾",
                "Email": "h#!FDB",
                "Department": "J9b<"
              },
              "SellPrice": 5.748229091184891e-249,
              "SellPriceCurrency": "1{s",
              "Remark": "{xz3Vd-",
              "SalesPlatform": "𹙕􃗃󸴾񯐮򎂷󐴹",
              "ImportTrackingNumber": "jwH:K3C",
              "ImportLabel": "󟭔",
              "ImportLabel2": "Xry7",
              "CarrierName": "\\@xRIB{Y",
              "CarrierService": "",
              "RefInboundOrderInfo": {
                "RefInboundOrderMappings": [
                  {
                    "CustomContainerNo": "|:W*{~f*a",
                    "StorageNo": "'",
                    "Sku": "s{p^"
                  },
                  {
                    "CustomContainerNo": "R",
                    "StorageNo": "EVp>0",
                    "Sku": "1He\\]rI-h"
                  },
                  {
                    "CustomContainerNo": "P-q?m",
                    "StorageNo": "𽭝򁷩򑴝񴐲",
                    "Sku": "𫙆󚦍񿴓򩛃񜣫􌨼"
                  },
                  {
                    "CustomContainerNo": "[`7",
                    "StorageNo": "(v!c71",
                    "Sku": "cZ52,hrBC"
                  },
                  {
                    "CustomContainerNo": "r6A",
                    "Sku": "B}oT:%{j3L"
                  }
                ]
              }
            }
          ],
          "Channel": ". ",
          "SubmitLater": true
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/PlatformOrderNo absent; body /Packages/*/RefInboundOrderInfo/RefInboundOrderMappings/*/StorageNo absent; body /Packages/*/RefInboundOrderInfo/ShipmentId absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('createOutboundOrders: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('createOutboundOrders', kept, context));
});

// Kept by fulfillment-contract --keep: cases of createDropShipOrders that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /Location absent (351f07cd)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Packages": [
            {
              "ServiceCode": " r",
              "ShipToAddress": {
                "TaxId": "ke",
                "HouseNumber": "_",
                "RecipientBirthday": "J&%\"",
                "IDNumber": "񶕳\b򼑂񔝖񵤟󐍦򼝦",
                "IssuingInstitution": "*",
                "Taxfree": "key",
                "DutyParagraph": "key",
                "Contact": "$#\\&R!# &A",
                "Phone": "8U TJa",
                "Email": "WykGV'T",
                "Country": "\u0013񰙗􏿶􏿵􏿽\u0010񋂏􏿽",
                "Province": "%D${",
                "City": "apply",
                "Street1": "j",
                "Street2": "",
                "Postcode": "\u0006\u0005\b\f\f􏿿\u0002\r\f"
              },
              "Sender": {
                "Contact": "B\\?C",
                "Phone": "",
                "Email": "na)Y",
                "Country": "񗨩􏿿",
                "Province": "\n",
                "City": "I{;",
                "Street1": "",
                "Street2": ",R$rV>Nl)u",
                "Postcode": "z*"
              },
              "Weight": 2.6978176538295163e-70,
              "Length": -3.719865889300182e-25,
              "Width": 3.5e-323,
              "Height": 1.859724969144223e-259,
              "ExportsInfo": {
                "EoriCode": "",
                "Country": "i~5r<\"0",
                "Province": "#lp",
                "City": "񇫴񒴐񝇅񵾤༣",
                "Street2": "\u0013p",
                "Postcode": ";\"O",
                "Contact": "",
                "Company": "􂼲𐄰\n󻸎\u0012􏿸闔񠯉",
                "Phone": "ref",
                "Email": "1o$}_?eZ9~"
              },
              "SellPrice": -9.842280155422245e-42,
              "SalesPlatform": "V3E&z",
              "ImportTrackingNumber": "o",
              "Custom": "",
              "Remark": "񵖠񛥒󝓷󡘞򩧥󥳐",
              "IsCreateNewOrder": false
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Location absent; body /Packages/*/PackageId absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/CodAmount present (fbef2657)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Location": "",
          "Packages": [
            {
              "PackageId": "",
              "ServiceCode": "",
              "ShipToAddress": {
                "TaxId": "S*tR$%\\*;",
                "HouseNumber": "!",
                "RecipientBirthday": "]V>-b",
                "IDNumber": "󋃸񫍁񉀗󙤭",
                "BankCardLast4digits": "ez}A",
                "PaymentType": "",
                "IssuingInstitution": "'8",
                "Contact": "f>(0Npe",
                "Phone": "򽇜򦰾󡴈󄶾􃈾򧙵򘊟򹈠",
                "Email": "Gj:h'6V+",
                "Country": "򢆺񵴙򸬮󦝇",
                "Province": "hji",
                "City": "\\P0;cd",
                "Street1": "󥤁􃀼򉬤󤑧",
                "Street2": "] JWzr5"
              },
              "Sender": {
                "Contact": "`7ckS",
                "Phone": "􃾱򦀽񣇍񆀅񬶎󙏡󰁿𛇭򞝐󫔡",
                "Email": "WG%%,5-y01",
                "Country": "p:2Mtc",
                "Province": "񚺇򚹵򿓥򋗶񬃺𐞅𭣼𹚛낉",
                "City": "",
                "Street1": "^YId*c(j",
                "Street2": "X:Y("
              },
              "Weight": 3.641180178590153e-178,
              "Length": -1.8674632241194475e-164,
              "Width": 2.0359311210815547e-33,
              "Height": -1.5032121615470092e-23,
              "Skus": [],
              "ExportsInfo": {
                "EoriCode": "񽫆𹬡𞽺􉔅񩙨಑",
                "Country": "󃋦񳑔򬓃󗟪󝥈𗪅󹏟񑏷󌜭",
                "City": "1EgdB_2ZQ{",
                "Street2": "񣨖񌺖",
                "Postcode": "h4>(Y5",
                "Contact": "󋯕",
                "Company": ">N",
                "Phone": "",
                "Email": "Vw-+j-;{"
              },
              "ImportsInfo": {
                "EoriCode": "𻧱𮀪",
                "Country": "3Y:ax$NH",
                "Province": "􃑗󚉠󗥋񙁽􃺴󑈆ꏥ",
                "City": "lD",
                "Street1": "|S@CoLxZ",
                "Street2": "w4!Ku",
                "Contact": "L*g#]",
                "Company": "~",
                "Phone": "򰠭􅫮",
                "Email": "򭕭𢯰𪁌󎾛񅸬񪽿􉺫"
              },
              "SellPrice": 7.943338341403989e-89,
              "SellPriceCurrency": "񑂂𯄋󑠁򇱍𮒘򂄉􎼰雃򟼻𒏄",
              "SalesPlatform": "U8TPT/D",
              "OtherSalesPlatform": "𺄭󎌵񑲥򫲴􌻄𨙌𥨆򢬳",
              "ImportTrackingNumber": "",
              "Custom": ">jpHDr",
              "Remark": "񄓤򦂽",
              "CodAmount": -9.530709345845524e-70,
              "IsCreateNewOrder": false
            },
            {
              "PackageId": "k6a",
              "ServiceCode": "s ..]teo&m",
              "ShipToAddress": {
                "TaxId": "򗵤鮸󲧒󼡠",
                "HouseNumber": "򣎏󫞷񖭨񆰀񹻟",
                "IDNumber": "LjTAAgYv",
                "PaymentType": "𪧖ᆕ󮵄򫆙񟺒򿖧򀣐򪏈",
                "Taxfree": "X=rt6",
                "DutyParagraph": "3d4g",
                "Contact": "",
                "Phone": "󧰵",
                "Email": "𯁯󍯱񝁁򘼱󅯼",
                "Province": "?",
                "City": "S_3",
                "Street1": "E=Aj:)*",
                "Street2": "󲁀􊏨򥧏􆌄󲥪򾰖񺊰񡻅",
                "Postcode": "{Qv\"j>#y)"
              },
              "Sender": {
                "Phone": "|\\s7",
                "Email": "򤓕󐆆󁂥򕨿􌤾徯",
                "Country": "񗯩𠃇󺿂􈁱񋴚􃕊򊘵􆞛",
                "Street1": "WJrS",
                "Street2": "󱌁󀁦񬀒𖟉󁒩󊍼􏑞𾷖𺘂",
                "Postcode": "򩨪䁨򆒍񻐄"
              },
              "Weight": -7.964170801056447e-253,
              "Length": 8.115711917036337e-296,
              "Width": 1.223291022995888e-20,
              "Height": 9.08041418763805e-65,
              "Skus": [
                {
                  "Sku": "]0#8\\xSa",
                  "Quantity": 2.1185166057781897e-202,
                  "Weight": -3.856647900327447e-306,
                  "DeclareValue": 1.0620139612603344e-231,
                  "NewDeclareValue": {
                    "Value": -1.1799855472074938e-177,
                    "Currency": "jND<sy"
                  },
                  "ExportsDeclareValue": {},
                  "DeclareNameEn": "~-k`0,0ZE^",
                  "DeclareNameCn": "󾻐񏤶񮐰򾟔𲑞񉤃🨉闦񢫄󲁅",
                  "Price": 6.355283669714827e-66,
                  "HsCode": "򓗏񈡓򗶺󭇗𽔔򏪗񖔱􋷖󢊌ᆅ",
                  "SaleURL": "𕻳󵟓󆤲򬀠𐋬򗍨𫂓󈁣󒃈",
                  "ProductLink": "n@du",
                  "ProductDescription": "|6}\\"
                },
                {
                  "Sku": "",
                  "Quantity": -1.714060237434121e-192,
                  "ExportsDeclareValue": {
                    "Value": 7.141187940049282e-186,
                    "Currency": "koxOmrs"
                  },
                  "DeclareNameCn": "(J{H*vNZ,I",
                  "ProductName": "5+",
                  "HsCode": "朗󹀎򐧁󫗏",
                  "SaleURL": "<72pyI",
                  "ProductDescription": "7/alX",
                  "MaterialEN": "i#K"
                },
                {
                  "Sku": "𪸋􅩁񏠗񥈔ꎛ򒾩󤮕򲉚",
                  "Quantity": 1.1237945908670571e-243,
                  "Weight": 1.0448149715362624e-150,
                  "DeclareValue": 1.603220670827849e-258,
                  "NewDeclareValue": {},
                  "ExportsDeclareValue": {
                    "Value": -6.990498083342345e-22,
                    "Currency": "WLpRCf^"
                  },
                  "DeclareNameEn": "1D)k'",
                  "DeclareNameCn": "+\\*o",
                  "ProductName": "c>b=8h",
                  "Price": -6.575151322494651e-91,
                  "ProductLink": "󅦒𣘽󴒩񴘩񴩂򥐠񽇅񖐜",
                  "ProductDescription": "[}>6Q`",
                  "ProductCategories": "]-",
                  "MaterialEN": "񫣆񉨆𬕆𼁒񸧘񍐉񗆬𻤋"
                },
                {
                  "Sku": "",
                  "Quantity": 1.3062521821289275e-17,
                  "Weight": 2.2834300004666854e-105,
                  "DeclareValue": 1.116501368912928e-104,
                  "DeclareNameEn": "LV)Vk|$>k",
                  "DeclareNameCn": "x*",
                  "ProductName": "bjSHK.(SN",
                  "Price": 9.530049854983441e-103,
                  "HsCode": "𝑕򆴅𾀒񫴓",
                  "SaleURL": "􌼤",
                  "ProductLink": "󞆻󣘢󗋓񌄩򲤷𳑚",
                  "ProductDescription": "񡔽",
                  "MaterialEN": ""
                },
                {
                  "Sku": "򵉚󧏉񩮏",
                  "Quantity": 5.2706769216174714e-20,
                  "Weight": 4.3695686522591605e-296,
                  "DeclareValue": -2.70095711983697e-158,
                  "NewDeclareValue": {
                    "Value": -2.1575363077483898e-108
                  },
                  "DeclareNameEn": "𡨈𙨬",
                  "DeclareNameCn": "HqsTHs,_jG",
                  "Price": 2.4912662034726976e-52,
                  "HsCode": ">8U|2",
                  "SaleURL": "􊓘􌻞𪵂󏾃􇦢󶛞",
                  "ProductLink": ":;OF@t",
                  "ProductDescription": "mve!~",
                  "ProductCategories": "󒳗𿨤",
                  "MaterialEN": "Xs@]"
                },
                {
                  "Sku": "z",
                  "Quantity": 6.149000743017753e-283,
                  "Weight": 2.9382565888889474e-87,
                  "DeclareValue": -6.213223860484244e-199,
                  "NewDeclareValue": {
                    "Value": 3.386965263288585e-161,
                    "Currency": "{$ $A3N"
                  },
                  "ExportsDeclareValue": {
                    "Value": 1.9114673015745684e-270,
                    "Currency": "s`lCpG0"
                  },
                  "DeclareNameEn": "=&r-fz",
                  "ProductName": "",
                  "Price": 5.308368454099923e-288,
                  "HsCode": "",
                  "SaleURL": "",
                  "ProductLink": "s3&'%z$u>",
                  "ProductDescription": "򘫧􋉝󥇅",
                  "ProductCategories": "EptcTS%zVY",
                  "MaterialEN": "/|\"&b9nQ"
                }
              ],
              "ExportsInfo": {
                "EoriCode": " Uc",
                "Country": "",
                "Street1": "􂆜𧞵",
                "Postcode": "JVI;}",
                "Contact": "^-0;e$z~",
                "Company": "󰂓񣯿򝦑񳃚𯋰򾷍𙉈󉓟",
                "Phone": "",
                "Email": ""
              },
              "ImportsInfo": {
                "EoriCode": "𬌠",
                "Country": "񁼸󪮸𶮏󗭼򈘌󊏸󷟥񊜒򖵧",
                "Province": "",
                "City": "󼞩𬄜𜸓",
                "Street1": "",
                "Contact": "dF<at9C.",
                "Company": "󦬛񥭖򬊨򁒐󫢍򀨱",
                "Phone": "PI",
                "Email": "򤡄񝆘𱒑𫸶򉚥󱒴"
              },
              "SellPrice": 3.9732684193364626e-41,
              "SellPriceCurrency": "U\"0^z@Hj",
              "SalesPlatform": "񮵙",
              "OtherSalesPlatform": "1pJV",
              "ImportTrackingNumber": "J6A^Y\\q",
              "CodAmount": 1.237392858084877e-23,
              "IsCreateNewOrder": true
            },
            {
              "PackageId": "8",
              "ServiceCode": "z",
              "ShipToAddress": {
                "TaxId": "$VI",
                "RecipientBirthday": "/E!~9=VA",
                "IDNumber": "m!",
                "BankCardLast4digits": "?P),W",
                "PaymentType": "bS",
                "IssuingInstitution": "絛򛊑",
                "Taxfree": "me",
                "DutyParagraph": "x9e|w-E;V}",
                "Contact": "",
                "Phone": "D#M9^,;Xe",
                "Email": "K$",
                "Country": "򛀏򠭿񀥤񯡋󛑊񖼢􏰕󸎛",
                "Province": "zB_svb45e",
                "Street1": "򦓝",
                "Street2": "5],"
              },
              "Sender": {
                "Contact": "u,~&E\"tub]",
                "Phone": "O./N}",
                "Email": "~)/",
                "Country": "䳷􌁩뭞񿟐𭊗􇡺򊤸",
                "City": "#",
                "Street1": "GcHfo&",
                "Street2": "𜙃񉄤񎻫򿓞􉒉򂚅򭤪󇶔𐞈󉟤",
                "Postcode": "񤉐򥡤󰙂򏽦󁼤񿮾񋽤"
              },
              "Weight": -1.3766650198810227e-211,
              "Length": 2.0390780152077406e-231,
              "Width": 3.6571954970964623e-233,
              "Height": -7.722570399745561e-35,
              "Skus": [],
              "ExportsInfo": {
                "EoriCode": "󀗄򹾓",
                "Country": "`)F(7ujO",
                "Province": "fz",
                "City": "GdJD",
                "Street1": "",
                "Street2": "(CLOU=",
                "Contact": "󞦷󃟯򀸭񈼤򎥫􂀨",
                "Company": "u:(1]qcSV",
                "Phone": "cJ.8F%(uz",
                "Email": "B:T=>dk["
              },
              "ImportsInfo": {
                "EoriCode": "򻛪𔪊󫸴򽳄󎁁󡻊󔃠찊􂔇",
                "Country": "􅱨뢧򲪢񤄕򛼽򍎷񬌽񋉠􁏆𝣉",
                "Province": ",'{[",
                "City": "p ):]OM",
                "Street1": "[r",
                "Postcode": "yRx>a\"",
                "Contact": "􌈮𲳩񥨆󈸎񟕖򧈅󡦶񘐦󗶕򥀝",
                "Phone": "",
                "Email": ">}Y{DrrP"
              },
              "SellPrice": 4.110123545723202e-202,
              "SellPriceCurrency": "=L@']",
              "ImportTrackingNumber": "",
              "Custom": "DTcTb[",
              "Remark": "wP2-}T",
              "IsCreateNewOrder": false
            },
            {
              "PackageId": "򅪛񰚡򊊚񹍒򨶀񢥐",
              "ServiceCode": "<J[OUoNV",
              "ShipToAddress": {
                "TaxId": "tN7nz/",
                "RecipientBirthday": "񩡎󘻬󒛱𦯦􁝼򗟿񣶃",
                "IDNumber": "3R>MT}u.\"'",
                "BankCardLast4digits": "SH[sP>%@)A",
                "PaymentType": "񺝺򾺴",
                "IssuingInstitution": "k",
                "Taxfree": "Aem)*l(My\\",
                "DutyParagraph": "p.A~Ak5",
                "Phone": "7 w[",
                "Country": "𩺷𕮄򮈢ቭ񕣣񠄖񡧇󌑞",
                "Province": "m7W3*",
                "City": "R^e",
                "Street1": "%FhQL&",
                "Postcode": ">"
              },
              "Sender": {
                "Contact": "",
                "Phone": "R#s&8\\W+",
                "Email": "󲠨򈚄󜹼",
                "Country": "򿪓󫴁򔯄󄧯󟜨",
                "City": "-=I$yX",
                "Street1": "<~`",
                "Street2": "zLz"
              },
              "Weight": -8.792821403964068e-10,
              "Length": -5.038779641608848e-193,
              "Width": -2.2857546747886745e-264,
              "Height": -2.5265096078583638e-195,
              "ExportsInfo": {
                "EoriCode": ":NQ",
                "Country": "󬌻򙪉󄔺񃑨🏖𰒽񓜐",
                "Province": "",
                "City": ")@'bH3",
                "Street1": "C\\P'",
                "Contact": "|UH",
                "Company": "",
                "Phone": "8u:(M-="
              },
              "ImportsInfo": {
                "Country": "V|pp",
                "Province": "+Y=",
                "City": "k%cuNFT",
                "Street1": "Ib#z",
                "Street2": "ZTG`J&KIxY",
                "Postcode": "]<SeaTW]HM",
                "Contact": "]n4ImPr",
                "Company": "",
                "Phone": "򂩃񎷷",
                "Email": "󜃡񿊇򀿢𰡉"
              },
              "SellPrice": -7.706498985089309e-165,
              "OtherSalesPlatform": "",
              "ImportTrackingNumber": "0\\",
              "Custom": "󦷹򏥭􂘮𞍋񺊼񪌶",
              "Remark": "",
              "VatCode": "",
              "IsCreateNewOrder": false
            },
            {
              "PackageId": "",
              "ServiceCode": "񽾝󤽸񢬞󍟠񹣭󣫝𪸒",
              "ShipToAddress": {
                "TaxId": "0y${lnZR0",
                "IDNumber": "Lk-82,^",
                "BankCardLast4digits": "",
                "PaymentType": "",
                "IssuingInstitution": "񷸎񃩴𱤐򡣄꜠𒕌🥊򦈦",
                "Taxfree": "򙅉𳃱򬋠󭽁𸁫􍘙񞻜񡸊򗽺򸅓",
                "Contact": "Y70Dbpl",
                "Phone": "񔢚񰷃򸉂񂖪򑫕񙹈󼍬񶟛",
                "Country": "8F{",
                "Province": "󻆓򩆵񤵚󋇎𐅓򉋛􊏔",
                "Street1": "񾶾򳐼􀞲𽅕񴀵򂁝󊕪",
                "Street2": "LQ",
                "Postcode": "񿥺𣂖񇱰󧂃󙽦𢘫񭭈𻥧"
              },
              "Sender": {
                "Contact": ".yd9G`.",
                "Phone": "򲺷򲞊񶦎󳅚",
                "Email": "V{ba~D(fa",
                "Province": "򗟳󹡈",
                "City": "SZ<",
                "Street1": "#EeP3{",
                "Street2": "/sDT.QV}Y",
                "Postcode": "aGHm e9I"
              },
              "Weight": 2.0599776524034242e-19,
              "Length": 1.1146482226622868e-24,
              "Width": -5.188124371807802e-187,
              "Height": 1.2928128847127817e-213,
              "Skus": [
                {
                  "Sku": "tGPPgu:",
                  "Quantity": -7.995659354141118e-159,
                  "Weight": -1.3245788239746724e-278,
                  "DeclareValue": 9.314156228292366e-279,
                  "NewDeclareValue": {
                    "Currency": "U/%?<p0l/V"
                  },
                  "DeclareNameCn": "񲂢",
                  "ProductName": "/$X",
                  "Price": -6.2521692640637e-66,
                  "HsCode": "N86'\"Z<D",
                  "SaleURL": "ݕ󣿗󯫦񙢰񆵼􂅣",
                  "ProductLink": "x",
                  "ProductDescription": "Y!\\r",
                  "ProductCategories": "/'<m<yUAHO",
                  "MaterialEN": "_Q>I++IK}f"
                },
                {
                  "Sku": "B",
                  "Quantity": 1.0349427033389361e-176,
                  "Weight": 4.623091122486948e-124,
                  "DeclareValue": -5.743465942498547e-41,
                  "NewDeclareValue": {
                    "Value": 8.48476118948425e-40,
                    "Currency": "W\"T.wPS"
                  },
                  "DeclareNameEn": "no@9? #{9Z",
                  "DeclareNameCn": "",
                  "ProductName": "񜡭󀠛",
                  "Price": -1.6535680402512462e-99,
                  "HsCode": "A=M7",
                  "SaleURL": "񞖲񫎸",
                  "ProductDescription": "5&4",
                  "ProductCategories": "򎀸𯵮",
                  "MaterialEN": "{"
                },
                {
                  "Sku": "\\\"Ez@7G\\f`",
                  "DeclareValue": 1.5756457019725673e-295,
                  "NewDeclareValue": {
                    "Value": 2.3542719721367994e-37,
                    "Currency": "􊆬𓰓"
                  },
                  "ExportsDeclareValue": {
                    "Value": -1.1498367999809083e-177
                  },
                  "DeclareNameEn": "񮫒󢹊₷񪹗񿋇񚒅",
                  "ProductName": "3s3-:G?\\",
                  "HsCode": "",
                  "SaleURL": "ug",
                  "ProductLink": "./]ay=sq",
                  "ProductDescription": "c2>",
                  "ProductCategories": "[PZk",
                  "MaterialEN": "I"
                },
                {
                  "Sku": ";",
                  "Quantity": 5.182084107063574e-222,
                  "DeclareValue": -2.741097211953566e-59,
                  "NewDeclareValue": {
                    "Value": 7.575539228021e-167,
                    "Currency": "1HPE8;"
                  },
                  "ExportsDeclareValue": {
                    "Value": 1.1632850832370628e-31,
                    "Currency": "H"
                  },
                  "DeclareNameEn": "oK*rU[",
                  "DeclareNameCn": "=",
                  "ProductName": "􏿋򩂱𶂍򮡺󗸨𾆲򆡫",
                  "Price": 2.6764045211266605e-24,
                  "SaleURL": "$",
                  "ProductLink": "\\,P",
                  "ProductDescription": "w#RBk%6e",
                  "MaterialEN": "A^"
                },
                {
                  "Sku": "x^Qn",
                  "Quantity": 1.0179552590816654e-23,
                  "Weight": 9.069356720227207e-185,
                  "DeclareValue": 1.6711969218345517e-116,
                  "NewDeclareValue": {
                    "Value": 9.749420504560592e-185,
                    "Currency": "u-pRI?"
                  },
                  "ExportsDeclareValue": {
                    "Value": 1.0560592012681259e-278
                  },
                  "DeclareNameEn": "iAmrb",
                  "DeclareNameCn": "򍃑񷗨𼡏𖖤񠝍󀎷񡘋񇺙򇲗",
                  "HsCode": "L",
                  "SaleURL": "\"HUM",
                  "ProductLink": "򰵹𜟘",
                  "ProductDescription": "IEnhx",
                  "ProductCategories": "",
                  "MaterialEN": ""
                },
                {
                  "Sku": "IpLB0y!r@",
                  "Quantity": 1.7205603874675178e-192,
                  "DeclareValue": 5.394032397641592e-243,
                  "NewDeclareValue": {
                    "Currency": ""
                  },
                  "ExportsDeclareValue": {
                    "Value": -2.5067472933582838e-102,
                    "Currency": "쌸񗵞񑅀񁉷򋙌񰌳"
                  },
                  "DeclareNameEn": "U",
                  "DeclareNameCn": "",
                  "ProductName": "ndp",
                  "Price": 3.189793930285671e-91,
                  "HsCode": "imu",
                  "SaleURL": "#+.r.;|A",
                  "ProductDescription": "𔒅󻜋󕻭𖬅򳟟򜞇򇥚񩋀",
                  "ProductCategories": "y\\a`",
                  "MaterialEN": "A>l_w>%-"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "AHPRw>djL",
                "Country": "wsg/$Ww>5",
                "Province": "",
                "City": "[u",
                "Street1": "",
                "Street2": "P~",
                "Contact": "nRtK/06",
                "Company": "󉐺񄗪񱮹𓤀󧠶򮂙񕼴𐉨􂻉",
                "Phone": "񱿞󉮗򥎿𿸎󒻛𬡆",
                "Email": "\"w;bj%1"
              },
              "ImportsInfo": {
                "EoriCode": "򽅽򷉇𾡾񪞌𢽵뒏􉏯򻚁򜣌",
                "Country": "󭍖􉖙󺓟󹷕",
                "Province": "^e9KMBgf",
                "City": "Or:`(uw\\",
                "Street1": "1~F^'MB",
                "Street2": "`AmxNi*Td.",
                "Postcode": "Om\\s",
                "Contact": "򒄡󓿧񽛝𴋼",
                "Company": "/8n",
                "Phone": "򯗡񝙾􄷨󜳪򊇧󮡳",
                "Email": "󵺒𲜕􍔏"
              },
              "SellPriceCurrency": "򎤟󈨝񵁱򅴼",
              "SalesPlatform": "4V",
              "OtherSalesPlatform": "",
              "ImportTrackingNumber": ">9I-kk7a",
              "Custom": "J",
              "VatCode": "*TxWpYa",
              "CodAmount": -4.2125509643581366e-156,
              "IsCreateNewOrder": true
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/CodAmount present; body /Packages/*/Custom present; body /Packages/*/ExportsInfo present; body /Packages/*/ExportsInfo/City absent; body /Packages/*/ExportsInfo/City present; body /Packages/*/ExportsInfo/Company absent; body /Packages/*/ExportsInfo/Company present; body /Packages/*/ExportsInfo/Contact present; body /Packages/*/ExportsInfo/Country present; body /Packages/*/ExportsInfo/Email absent; body /Packages/*/ExportsInfo/Email present; body /Packages/*/ExportsInfo/EoriCode absent; body /Packages/*/ExportsInfo/EoriCode present; body /Packages/*/ExportsInfo/Phone present; body /Packages/*/ExportsInfo/Postcode absent; body /Packages/*/ExportsInfo/Postcode present; body /Packages/*/ExportsInfo/Province absent; body /Packages/*/ExportsInfo/Province present; body /Packages/*/ExportsInfo/Street1 absent; body /Packages/*/ExportsInfo/Street1 present; body /Packages/*/ExportsInfo/Street2 absent; body /Packages/*/ExportsInfo/Street2 present; body /Packages/*/ImportTrackingNumber present; body /Packages/*/ImportsInfo present; body /Packages/*/OtherSalesPlatform present; body /Packages/*/Sender/City absent; body /Packages/*/Sender/Contact absent; body /Packages/*/Sender/Country absent; body /Packages/*/Sender/Postcode absent; body /Packages/*/Sender/Province absent; body /Packages/*/Sender/Street2 present; body /Packages/*/ShipToAddress/BankCardLast4digits present; body /Packages/*/ShipToAddress/City absent; body /Packages/*/ShipToAddress/Contact absent; body /Packages/*/ShipToAddress/Country absent; body /Packages/*/ShipToAddress/DutyParagraph present; body /Packages/*/ShipToAddress/HouseNumber absent; body /Packages/*/ShipToAddress/IDNumber present; body /Packages/*/ShipToAddress/IssuingInstitution present; body /Packages/*/ShipToAddress/PaymentType present; body /Packages/*/ShipToAddress/Postcode absent; body /Packages/*/ShipToAddress/RecipientBirthday present; body /Packages/*/ShipToAddress/Street2 present; body /Packages/*/ShipToAddress/TaxId present; body /Packages/*/ShipToAddress/Taxfree present; body /Packages/*/Skus absent; body /Packages/*/Skus/*/DeclareNameEn absent; body /Packages/*/Skus/*/DeclareValue absent; body /Packages/*/Skus/*/ExportsDeclareValue present; body /Packages/*/Skus/*/HsCode absent; body /Packages/*/Skus/*/NewDeclareValue/Currency absent; body /Packages/*/Skus/*/NewDeclareValue/Value absent; body /Packages/*/Skus/*/ProductCategories present; body /Packages/*/Skus/*/ProductDescription present; body /Packages/*/Skus/*/ProductLink present; body /Packages/*/Skus/*/ProductName absent; body /Packages/*/Skus/*/Quantity absent; body /Packages/*/Skus/*/SaleURL present; body /Packages/*/Skus/*/Weight absent; body /Packages/*/VatCode present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/ExportsInfo/Contact absent (0fab285b)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Location": "PWB\\",
          "Packages": [
            {
              "PackageId": "[8fC",
              "ShipToAddress": {
                "RecipientBirthday": "񳐩򁾹𷀓",
                "BankCardLast4digits": ",",
                "PaymentType": "\"UWuL<'-vs",
                "IssuingInstitution": "򲭦𝕒񈼅𰧷񀙅",
                "Taxfree": "fqb!h~&'bz",
                "DutyParagraph": "",
                "Contact": "\"h9",
                "Phone": "_P;",
                "Email": "&\"88L35",
                "Country": "򨓏񰁽󁇞𗅬񟺼󀎚𥲸",
                "Province": "_m*WO0qaF",
                "City": "z}6R;,I\\",
                "Street1": "䵰񆰑",
                "Street2": "􈟲󙛃򷷭򔽱񌢪񟃙񉇄",
                "Postcode": "𙑱􆁱򸉖󐈤󈒕򐋊򜗜񞯑󵍜"
              },
              "Sender": {
                "Country": "1h,^t",
                "Street1": "񣐪񛜽",
                "Postcode": "񟏈񧝵򽯮񌸵񓑡"
              },
              "Length": -2.166490570596617e-272,
              "Width": 2.504264142623109e-287,
              "Height": 4.732562392559749e-120,
              "Skus": [],
              "ExportsInfo": {
                "EoriCode": "",
                "Country": "zSqf2B",
                "Province": "5^42qLQe/^",
                "Street1": ")yPZ",
                "Street2": "񭥪🅅ᾕﷷ󧢨",
                "Postcode": "&$$y",
                "Company": "",
                "Phone": ",JB",
                "Email": "X\"CG\\"
              },
              "ImportsInfo": {
                "EoriCode": "]",
                "Country": "",
                "Province": "󼩙󫌞񒩄򪔋󆓇񾮙򠑬飭",
                "Street1": "!de)}\\",
                "Street2": ">}aI",
                "Postcode": "",
                "Contact": "O",
                "Company": "",
                "Phone": " !",
                "Email": "𛫙"
              },
              "SellPrice": 2.8785131088206574e-52,
              "SellPriceCurrency": "tf|J%",
              "SalesPlatform": "񾒯",
              "OtherSalesPlatform": "뤟񇹢􈵏",
              "ImportTrackingNumber": "f",
              "Custom": "񡔜󙑚󤋗𡟔𢆾󻋹󞨟",
              "Remark": "/{!7H!@",
              "VatCode": "ah;",
              "CodAmount": 1.3398853420534802e-101,
              "IsCreateNewOrder": false
            },
            {
              "PackageId": "\\F(4^k05",
              "ServiceCode": "E>}",
              "ShipToAddress": {
                "TaxId": "򇗢񐧭򕍋򡷋񚹑󸋁𤘺󭰈",
                "RecipientBirthday": "?",
                "IDNumber": "d~'R4\\",
                "BankCardLast4digits": "𱬉",
                "PaymentType": "0",
                "Taxfree": "𮦫򗪦",
                "DutyParagraph": "i3tz*}=",
                "Contact": "blY-O",
                "Phone": "𥐖󤻟񹠌󕫁򮒺񗌘",
                "Email": "(q2p",
                "Country": "!GiT6f",
                "Province": "5P74XqCR",
                "City": "񊮏􀤻򎳆",
                "Street1": "򯓣񉑯𾄋𢛏奙",
                "Street2": "󑞫󴰅򓳫򈜨𾒋􄓲𦵖",
                "Postcode": ""
              },
              "Weight": 3.250745751536817e-14,
              "Length": 1.0669220534524987e-98,
              "Width": 8.022203795320355e-63,
              "Height": -779477336.5285703,
              "Skus": [
                {
                  "Sku": "rmd",
                  "Quantity": 2.954044260624755e-154,
                  "Weight": 4.2429241895067655e-131,
                  "DeclareValue": 2574.7220430481507,
                  "NewDeclareValue": {
                    "Value": -9.677683867576864e-283,
                    "Currency": "\\"
                  },
                  "ExportsDeclareValue": {
                    "Value": -5.019188859322312e-194,
                    "Currency": "纈󻯉򟝏񶬃ഺ񿄪򳎢󤉹񾰒"
                  },
                  "DeclareNameEn": "cf3;\\]&ac",
                  "DeclareNameCn": "E\\^gm={",
                  "ProductName": "]k",
                  "Price": 2.6892349314208765e-250,
                  "HsCode": "𤄨󍬽񈵛𤀻󽹖􏑾",
                  "ProductLink": "񸁤񮡟𬹟򺭨𣥟",
                  "ProductCategories": "y_py%dpL",
                  "MaterialEN": "j"
                },
                {
                  "Sku": "C`r@",
                  "Weight": -1.5649152526865635e-80,
                  "DeclareValue": -6.901175785144947e-269,
                  "NewDeclareValue": {
                    "Value": -8.279313338225152e-249,
                    "Currency": "%>n/($8utm"
                  },
                  "ExportsDeclareValue": {
                    "Value": -14208777.769420568,
                    "Currency": "򚪀𔧤진󴯣򶫼􂯞󴫟"
                  },
                  "DeclareNameEn": "񮂙򸪞􏗨򅘬󮰫񱍥𛺾􋳽󫌽",
                  "DeclareNameCn": "6",
                  "ProductName": "2%gcV/&",
                  "Price": -7.159401048962299e-93,
                  "HsCode": "Xx!Ky!-",
                  "SaleURL": "e!xEv",
                  "ProductLink": "󸥣󤝧񉻆򤞮􎍣𪁩񁊊󍄹𨞱",
                  "ProductDescription": "dr%aeF-p~",
                  "ProductCategories": "(K",
                  "MaterialEN": "q;3Y"
                },
                {
                  "Sku": "",
                  "Quantity": -2.2723442552710888e-216,
                  "DeclareValue": 9.933787198875244e-40,
                  "NewDeclareValue": {
                    "Value": -1.6763804780216036e-88
                  },
                  "ExportsDeclareValue": {
                    "Value": 1.2732623018207495e-101,
                    "Currency": "l"
                  },
                  "DeclareNameCn": "𜏙",
                  "ProductName": "򃁛򬀙񘤭񮉕ṵ񜳪򛢝",
                  "Price": 1.2859493492446684e-237,
                  "HsCode": "9Lt,G",
                  "SaleURL": "ws2ab",
                  "ProductLink": "򇋓",
                  "ProductDescription": "򣦔􄠖𠚵򊬾󃌴􉡻񿷸",
                  "ProductCategories": "La~?",
                  "MaterialEN": ",jG"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "𔩢񛞸",
                "Country": "H`B",
                "Province": "󕹕񄒋󡝽򚫌񡿇󶛚",
                "City": "",
                "Street2": "u7%GsOtls",
                "Company": "󊽚𝦜񅙪򿫪񆣦𐂭",
                "Phone": "O}PEpT}wYh",
                "Email": "Irz0"
              },
              "SellPrice": 2.8288567633911465e-78,
              "SellPriceCurrency": "񥣙㮧돹򜚿񲿵",
              "SalesPlatform": "񔻺􂴴󊳈򎸠񍗝񉢹𺷧",
              "OtherSalesPlatform": "_.!a-",
              "ImportTrackingNumber": "lN-|tq_?",
              "Custom": "􉄢򹙷𺩍󵫱򰄷󂃱򤺟󕣈",
              "Remark": "<9?a!t4|e",
              "VatCode": ")o",
              "CodAmount": -0.005056018311242376,
              "IsCreateNewOrder": false
            },
            {
              "PackageId": "%",
              "ServiceCode": "꥗娥󕎲񁿶򆣻󶑾񤉼򀲠⏕󫴅",
              "ShipToAddress": {
                "TaxId": "b[.D`x!<Q)",
                "HouseNumber": "0i)",
                "RecipientBirthday": "",
                "IDNumber": "6XW",
                "BankCardLast4digits": "𽶃񘅥",
                "PaymentType": "򙀈򔊨󜶬򏑰󗃌򼔌󴋮𩙑𻫌񼟱",
                "IssuingInstitution": "Py}5)",
                "DutyParagraph": "wW><_~=",
                "Phone": "𞀡沧򀢜𽑁񶈬𧷑􍬺󈴄񁣕",
                "Email": "𹾕񉧍񄾝󔱭󦖁􏗲󲙎𓣐",
                "Country": "O{]rG",
                "Province": "k&(Wo+5pf",
                "City": "$",
                "Street1": "C^",
                "Street2": "왛񒙷",
                "Postcode": "HrYkB%R:!"
              },
              "Sender": {
                "Contact": "j0Vk,`W",
                "Phone": "H$aN",
                "Email": "^xh|1EVKyt",
                "Province": "iyB^h_/",
                "Postcode": "1AzW4"
              },
              "Weight": 1.4632039360800036e-283,
              "Length": 2.979170872153599e-71,
              "Width": -0.00004812134557219437,
              "Height": 4.689242077906371e-211,
              "Skus": [
                {
                  "Sku": "󋡟򧗕獋񄟌􊦦",
                  "Quantity": 5.379813515985539e-81,
                  "Weight": -9.673273865059731e-110,
                  "DeclareValue": 1.9873620691554227e-138,
                  "NewDeclareValue": {
                    "Currency": "xR"
                  },
                  "ExportsDeclareValue": {
                    "Value": -2.3041293418653634e-294
                  },
                  "DeclareNameEn": "n",
                  "DeclareNameCn": ">_",
                  "ProductName": "ZY Vow",
                  "Price": -8.869496264765192e-54,
                  "SaleURL": "󏧉𷙸",
                  "ProductDescription": "5Suf%t**,",
                  "ProductCategories": "*/!"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "rsT)*R&D{m",
                "Province": "dyK3@&rN",
                "City": "",
                "Street1": "4%!h4uyA",
                "Postcode": "C=?_LGwC",
                "Company": "񠆖𡌒𻠗𘗧򉁳򀇊",
                "Phone": "񔋀󁂌􄅺񒁎򙆷󐟺",
                "Email": "%{]09r"
              },
              "SellPrice": -4.6474174140973546e-38,
              "SellPriceCurrency": "q|Vhs#",
              "SalesPlatform": ":0@X3?jMCh",
              "OtherSalesPlatform": "76",
              "ImportTrackingNumber": "S",
              "Remark": "1kQzMT!e~>",
              "VatCode": "c,.E",
              "CodAmount": 2.649506444883007e-76,
              "IsCreateNewOrder": true
            },
            {
              "PackageId": "񏊥𖽠󦓍򿽈󕜾𔀻𿕻",
              "ServiceCode": "񗜡󣟅",
              "ShipToAddress": {
                "TaxId": "Q",
                "RecipientBirthday": "`ey",
                "IDNumber": "񘦭񌞭󵞇𐔦𰾉",
                "BankCardLast4digits": "fDpt O!:",
                "PaymentType": "?M",
                "IssuingInstitution": "?",
                "Taxfree": "svk+/",
                "DutyParagraph": "_",
                "Contact": "񺸐",
                "Phone": "+=]C7IT/",
                "Email": "򍭥󲆩􀊸󕖡񾇒򔯽",
                "Country": "󊘬",
                "Province": "yU",
                "City": "~4bvVI",
                "Street1": "*YU^4Gs5w:",
                "Street2": "󟵘򋚜򉔒𜿡",
                "Postcode": "Tr|DBAQ"
              },
              "Sender": {
                "Contact": "ctHzfH",
                "Phone": "󬄃񙑍󇜉󔄣",
                "Email": "񚮖륬ǳ",
                "Country": "O*&xCN",
                "Province": ")nx",
                "City": "^",
                "Street1": "*,WQ$\"HOc",
                "Street2": "sj2",
                "Postcode": "r.Q'Z$]H&n"
              },
              "Length": 9.109713817482365e-190,
              "Width": -4.223250719176608e-232,
              "Height": -7.540792130931844e-254,
              "Skus": [
                {
                  "Sku": "芸񵸨𵭋𘞸򨵚􋺂􌯍",
                  "Quantity": -4.98971830114711e-210,
                  "Weight": 1.277559999720778e-268,
                  "DeclareValue": -8.12638580093277e-93,
                  "NewDeclareValue": {
                    "Value": 5.96975921410843e-65,
                    "Currency": "\\ESn*$Gr\\L"
                  },
                  "ExportsDeclareValue": {
                    "Value": -2.5904072224119108e-244,
                    "Currency": ""
                  },
                  "DeclareNameEn": "񴜆𷘿􊜌񢿸",
                  "DeclareNameCn": "𼵔񧘏󹚼",
                  "ProductName": "",
                  "ProductLink": "\"<J+",
                  "ProductDescription": "􋛖򾢢󆲍󡎯",
                  "ProductCategories": "=&q",
                  "MaterialEN": "NZh<Cf"
                },
                {
                  "Sku": "I=36",
                  "Weight": 3.225668249956682e-296,
                  "DeclareValue": -6.12810984776051e-193,
                  "NewDeclareValue": {
                    "Value": -1.0290116597156092e-291,
                    "Currency": "T4jg"
                  },
                  "DeclareNameEn": "`?y+ Aw$",
                  "DeclareNameCn": "򍖝󈎦𑪰𔙘򸄎𕝦񿚆",
                  "ProductName": "򟆗𢰥𩛉񼄁􄽼󁒼",
                  "Price": -9.89172259312539e-53,
                  "HsCode": "􂩗🂭󆻱",
                  "ProductLink": "'PDa]w/j&",
                  "ProductDescription": "𭤦깖",
                  "ProductCategories": "񃱹󎧘"
                },
                {
                  "Sku": "\"`&_Phd\\",
                  "Quantity": 1.636275521461501e-291,
                  "Weight": 2.7334885476329766e-136,
                  "DeclareValue": -6.627386190067558e-291,
                  "NewDeclareValue": {
                    "Value": 1.2566874344279927e-189,
                    "Currency": ""
                  },
                  "ExportsDeclareValue": {
                    "Value": 2.863423103207851e-61,
                    "Currency": ")!i85"
                  },
                  "DeclareNameEn": "ns[EL",
                  "DeclareNameCn": "񖽳𱨼񨑸𜫅򂴥",
                  "ProductName": "#^m",
                  "Price": 1.2047767346215442e-110,
                  "HsCode": "򬘁𢏇򜷖􂺝몓𯈊󳶙󹧼𥇰",
                  "SaleURL": "󳂸󲕇񉿴",
                  "ProductLink": "􅛫񪏥򟔉򷯽򁫫򔳍𷥽",
                  "ProductDescription": "ig*B",
                  "ProductCategories": "񷟾򴫦񶷲",
                  "MaterialEN": "'a>b"
                },
                {
                  "Sku": "r!BD",
                  "Quantity": -1.4007757796402913e-213,
                  "Weight": -7.840598164452983e-175,
                  "DeclareValue": -1.4657318809702057e-135,
                  "ExportsDeclareValue": {
                    "Value": -2.7413412062790544e-78,
                    "Currency": "|2+` "
                  },
                  "DeclareNameEn": "򜒴",
                  "DeclareNameCn": "󄬊񃰳𫨆󯇐􀗦身򰅾𔦟𷎊",
                  "ProductName": " Q",
                  "Price": 7.630698314769224e-235,
                  "HsCode": "򻩈񃯧񿤖󾮀渖",
                  "SaleURL": "\\P3FF",
                  "ProductLink": "y'vk",
                  "ProductDescription": ".R]mD&",
                  "ProductCategories": "򘣰񎤆񋸗򻑙􃫈",
                  "MaterialEN": "((-.&"
                }
              ],
              "ExportsInfo": {
                "Country": "1",
                "Province": "C}zeJ\\",
                "City": "",
                "Street1": "<",
                "Street2": "𴐈񧜛󺨭𮼮𣭕򊇁𜊾",
                "Postcode": "ESK:iSH=m",
                "Contact": "Tp ftKJ!4",
                "Company": "m",
                "Phone": "KF",
                "Email": "㙺𜂒"
              },
              "ImportsInfo": {
                "EoriCode": "񌚹𑏄񶤜󐰲𨋈򠢖򌘯񻉫𫊝󻗵",
                "Country": "",
                "Province": "yP4m27(R96",
                "City": "+ouz) V",
                "Street2": "",
                "Postcode": "񃎙𙮶񷻟踶𘡝𞗇񲡑",
                "Company": "`",
                "Phone": "sdx"
              },
              "SellPrice": 1.2096015217734991e-145,
              "SellPriceCurrency": "RvqhM<Cd",
              "SalesPlatform": "",
              "OtherSalesPlatform": "/ix",
              "ImportTrackingNumber": "tO8",
              "Custom": "]AfK$5@=bf",
              "Remark": "𭩔񵩂󝇭񄖂",
              "VatCode": "񊌨𮵋󦣻󌦉񟍆⋭򢈘",
              "CodAmount": -5.848818525841156e-166,
              "IsCreateNewOrder": true
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/ExportsInfo/Contact absent; body /Packages/*/Sender/Email absent; body /Packages/*/Sender/Street1 absent; body /Packages/*/Weight absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/ExportsInfo/Country absent (063a6273)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Location": "󃙪􏿴􏿶􏿴󽮫󸑋",
          "Packages": [
            {
              "PackageId": "􂈥򌢳𬖻󣲽󭪠𵂲󗖎􎀹",
              "ServiceCode": "a+gmJH,S",
              "ShipToAddress": {
                "TaxId": "ETX",
                "RecipientBirthday": "|Z#GP&#]`H",
                "IDNumber": "=",
                "BankCardLast4digits": ",$",
                "PaymentType": "񾪂𲩲񏻖󑨅񙞶񹏼񵾇򰻒󕪩񎖐",
                "IssuingInstitution": "8(4NG",
                "Taxfree": "OTlt[9NLv:",
                "Contact": "S`I1SJNv4D",
                "Phone": "0@T1G",
                "Email": "mP&",
                "Country": "",
                "Province": "{B^E~?J",
                "City": "&`96",
                "Street1": "\"`3C1cl",
                "Street2": "󎾒𯈷򨁞󐆏񼦁",
                "Postcode": ""
              },
              "Sender": {
                "Contact": "LN2r",
                "Email": "dit%dw",
                "Country": "",
                "Province": "󓭏񌼃󴤬𾮸",
                "City": ".Ms",
                "Street1": "󛄇񂌳񱅐𛦝񘀱𥈴𾢃򜌻񒡕"
              },
              "Weight": -1.062167972744308e-269,
              "Length": 1.7932239644588634e-100,
              "Width": 7.211312746562302e-14,
              "Height": 3.2134904205014973e-225,
              "ExportsInfo": {
                "EoriCode": "tSwZ#XR_q\"",
                "Country": "",
                "Province": ".",
                "City": "v,~lV7 ",
                "Street1": "񨳉𫛋󬆻󁳁𒨮𠵿񲋱",
                "Street2": "b]@}|u4^l,",
                "Contact": "&O(\\0bl(",
                "Company": "",
                "Phone": "|FP+ f6]K"
              },
              "ImportsInfo": {
                "EoriCode": "𽫗񟷵􍺡󤸑󶚛",
                "Province": "6Wk;u~7ZA",
                "City": "򸉯钶񆷒񄄆񕶼ꉘ",
                "Street2": "ey#",
                "Postcode": "8a}\"DL@M",
                "Contact": "",
                "Phone": "򭆛󩻙𖇀󢷮򖤞",
                "Email": ""
              },
              "SellPrice": 1.0688200931340534e-196,
              "SalesPlatform": "񨺌􌕞𯱸𶑫𝺜",
              "OtherSalesPlatform": "",
              "ImportTrackingNumber": "$v3aGjJ\\",
              "Remark": "p*O<",
              "VatCode": "iH*m",
              "CodAmount": 2.3443420319038766e-203,
              "IsCreateNewOrder": false
            },
            {
              "PackageId": ",p",
              "ShipToAddress": {
                "TaxId": "aTs%F_q$",
                "HouseNumber": "񡕢",
                "RecipientBirthday": "D8TA8",
                "BankCardLast4digits": "",
                "PaymentType": "\"",
                "Taxfree": "򾏹򚱷",
                "DutyParagraph": "_I/<f7",
                "Contact": "񻧲󃘩𩘎񇍄",
                "Phone": "|F",
                "Country": "6",
                "City": "󄢄󇐌󵱬",
                "Street1": "6WmJ#[_e",
                "Postcode": "+,(*34ajW"
              },
              "Sender": {
                "Phone": ".0;hi",
                "Email": ".tk)0",
                "Country": "񂘳򻺴򚀊񤰢󆭼󢙛𾜇񊵸𨝰",
                "Province": "(",
                "City": "񾞑𮗩𔼬󇩣𫮴񂞑򂹆򙜘",
                "Street1": ";4cTvpvh",
                "Street2": "𕐨񏴄󬫨",
                "Postcode": "{cRn%#"
              },
              "Weight": 8.1940878416762e-205,
              "Length": -1.3295422437177957e-44,
              "Width": -4.869759311407264e-73,
              "Height": 34915.377843642,
              "ExportsInfo": {
                "EoriCode": "󲙎󷐄",
                "Country": "",
                "City": "TVFa{q",
                "Street2": "򥈉󌁤𶸭󓥠񠶪𳽊񡖗򅕔􉡤򇚒",
                "Postcode": "g",
                "Contact": "'|zlZ.jI",
                "Company": "=-= ",
                "Phone": "6q%y^[@i",
                "Email": ""
              },
              "ImportsInfo": {
                "EoriCode": "",
                "Country": "8*`<+f$q",
                "Province": "9f",
                "City": "𝽯񄤸񀓩򋱁𿽕򥰻񆌠󈘂󵝽񴇺",
                "Street1": "W3`GAX\\R!",
                "Street2": "񹆰𞽋𘯦󲸼󄁞򮳆󭃓",
                "Postcode": "QQ",
                "Contact": "󑬄򅳔񔍢򌥵򯉮􋿈",
                "Company": "",
                "Phone": "Y",
                "Email": "$V"
              },
              "SellPrice": -3.4648743525937023e-122,
              "SellPriceCurrency": "%8tsuqH#$V",
              "SalesPlatform": "0R4&",
              "OtherSalesPlatform": "kWQZl}o5e",
              "Remark": "k=SP",
              "VatCode": "'A.C$",
              "CodAmount": -6.406401075314052e-17,
              "IsCreateNewOrder": true
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/ExportsInfo/Country absent; body /Packages/*/Sender/Phone absent; body /Packages/*/ServiceCode absent; body /Packages/*/ShipToAddress/Province absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Packages/*/ExportsInfo/Phone absent (836800db)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "Location": "k",
          "Packages": [
            {
              "Sender": {
                "Phone": "\u0001",
                "Email": "",
                "Country": "󶒘󭾔􆆹񋱕𔰻󥖪󰉮󾶞򩴿",
                "Province": "",
                "City": "",
                "Street1": "oES",
                "Street2": "􏿿"
              },
              "Length": 1.723476917451947e-13,
              "Height": -2e-323,
              "Skus": [],
              "ExportsInfo": {
                "EoriCode": "~b4",
                "Country": "",
                "City": "O4HL'-T",
                "Street1": "񺢱ᑁ",
                "Postcode": "",
                "Contact": "w|9",
                "Company": "*XF",
                "Phone": "<L?@",
                "Email": "caller"
              },
              "ImportsInfo": {
                "EoriCode": " {>\"",
                "Country": "e",
                "Province": "~;#\"1%6S5l",
                "City": "(8W",
                "Street1": "\"\\+,^B8",
                "Street2": "_d",
                "Contact": "F2",
                "Company": "_xP",
                "Phone": "&(b ~",
                "Email": "{0s~5%&4_"
              },
              "SellPrice": -8.4e-323,
              "SellPriceCurrency": "",
              "SalesPlatform": "\"\"Ot!",
              "OtherSalesPlatform": "nawnPr",
              "ImportTrackingNumber": "zK[=",
              "Custom": "$\"\"",
              "Remark": "񥫄𾟶񔝉",
              "VatCode": "ref&xxro",
              "IsCreateNewOrder": true
            },
            {
              "PackageId": "񀡇\n񒬠",
              "ServiceCode": "e&|h",
              "ShipToAddress": {
                "TaxId": "򢚖򊤢񯘪𑙨",
                "RecipientBirthday": "ue\\i",
                "IDNumber": "Vw\\E",
                "BankCardLast4digits": "ZEJaJ",
                "PaymentType": "󇶹__",
                "IssuingInstitution": "prototype",
                "DutyParagraph": "!x",
                "Contact": "h__pr",
                "Phone": "t",
                "Email": "&]j-",
                "Country": "key",
                "Province": "length",
                "City": "h{4",
                "Street1": "\t",
                "Postcode": "[Q+|o7:4'"
              },
              "Sender": {
                "Phone": "󒪴",
                "Email": "񾮺􂯹񦸚􏽅蘧󐧉󷈈򚾘􏜚񸻸",
                "Province": "",
                "City": "󗢢",
                "Street1": "&\"p",
                "Street2": " q/Y",
                "Postcode": "|v"
              },
              "Weight": 5.4e-323,
              "Length": -8.57261150425513e-210,
              "Height": -999999999.9999986,
              "Skus": [
                {
                  "Sku": "_defin",
                  "Quantity": 1000000000,
                  "Weight": -6.4e-323,
                  "NewDeclareValue": {
                    "Value": 999999999.9999987,
                    "Currency": "🻩񵥫𕅀򬆯􀫘񑨝󜶽񔝦򆋒"
                  },
                  "ExportsDeclareValue": {
                    "Value": -5e-323,
                    "Currency": "񢼦🟵󇤵"
                  },
                  "DeclareNameEn": "key",
                  "DeclareNameCn": "&fnamU",
                  "Price": -1.1473113787077138e-30,
                  "HsCode": "valueOf",
                  "SaleURL": "𻝗󠼉\u0001񎧰񼃙\b",
                  "ProductLink": "Enumxny6c",
                  "ProductCategories": "񈵁񕲰󵱕ݷ󊭹򛦀󷨜󏼽񉚴",
                  "MaterialEN": ""
                },
                {
                  "Sku": "񰜬񝏉񹝽򨮜\u000f\u000b󃩾",
                  "Quantity": -9e-323,
                  "DeclareValue": 999999999.9999994,
                  "NewDeclareValue": {
                    "Value": -2.5508085300364386e-297,
                    "Currency": "|\"& #*&a"
                  },
                  "DeclareNameCn": "",
                  "ProductName": "󾼒",
                  "Price": 9e-323,
                  "SaleURL": "􏆑񨥗",
                  "ProductLink": "1",
                  "ProductDescription": "񈮟񃉕򈻅󥌅񙵡𢭦󡸧󭮾򧂆񟐝",
                  "ProductCategories": "eyytrgum",
                  "MaterialEN": "name"
                },
                {
                  "Sku": "򑴵󈓋󗛾򾪎󹱝񤲇󒸁",
                  "Weight": -999999999.9999982,
                  "DeclareValue": -1.5e-323,
                  "NewDeclareValue": {
                    "Value": 3e-323
                  },
                  "ExportsDeclareValue": {
                    "Value": 999999999.999999,
                    "Currency": "ref"
                  },
                  "DeclareNameEn": "apply\"mar",
                  "DeclareNameCn": "𱾚􀨶􌒦􊨼񬰴󒹫",
                  "ProductName": "򗄭\u0010򼣉",
                  "Price": 3.668858923089128e-272,
                  "HsCode": "",
                  "SaleURL": "B&|+B%{",
                  "ProductLink": "R",
                  "ProductDescription": "",
                  "ProductCategories": "􏿴",
                  "MaterialEN": "&z"
                },
                {
                  "Sku": "]ofzoj&",
                  "Quantity": 1.6175035208036253e-247,
                  "Weight": -1.5e-323,
                  "DeclareValue": -1.4305029709238983e-77,
                  "NewDeclareValue": {
                    "Value": 1.0316367436732093e-130
                  },
                  "ExportsDeclareValue": {
                    "Value": 2e-323,
                    "Currency": "&RV"
                  },
                  "DeclareNameEn": ">1PQp^X?",
                  "DeclareNameCn": "jl;Z",
                  "ProductName": ">d\\Q;",
                  "HsCode": "ref",
                  "ProductLink": "ID",
                  "ProductCategories": ""
                },
                {
                  "Sku": "bz8V",
                  "Quantity": 9.4e-323,
                  "Weight": 1000000000,
                  "NewDeclareValue": {
                    "Value": 9e-323,
                    "Currency": "=eSetter"
                  },
                  "ExportsDeclareValue": {
                    "Currency": "򩗎"
                  },
                  "DeclareNameEn": "𲑪򋭹񵿳򯬼񐒤󘸛󆖏𼪞",
                  "DeclareNameCn": "򁤟󖒎󁽳󌿍",
                  "ProductName": "vXFh'2",
                  "Price": 0,
                  "HsCode": "e9W^PqaqK",
                  "SaleURL": "񝉥󎦟񛐲񝸀󜾠膐𚆋򲸗",
                  "ProductDescription": "Vv)1W5",
                  "ProductCategories": "~!",
                  "MaterialEN": "񀸒𽚰"
                }
              ],
              "ExportsInfo": {
                "EoriCode": "򺿉򑛛񠻚񭞴󓟅𸓾񈫹",
                "Province": "󣃦򒼛񀮯鐋񳁀󉲈󜭺񳗬򨿷󇗗",
                "City": "󃮫󴫃򣔓",
                "Street1": "/+T/%+!2IB",
                "Street2": "leng",
                "Postcode": "TA",
                "Company": "𑝣󍸚𝯏󒔲񵈳󞙭龐",
                "Email": "ring򊬚􏿯"
              },
              "ImportsInfo": {
                "EoriCode": "ref",
                "Country": "J#$",
                "Province": "򌥋󡇪򻤇񻢇󚅟𼷃󑔪򵳹񛮘񳿖",
                "City": "󦇯򷊎\u0000",
                "Contact": "zD$&$;L$",
                "Company": "򼕏",
                "Phone": "*GC.",
                "Email": "󊏴󎭛"
              },
              "SellPriceCurrency": "",
              "OtherSalesPlatform": "$x{%",
              "ImportTrackingNumber": "<I'",
              "Remark": "S'",
              "VatCode": "Fg%11",
              "CodAmount": 5e-323,
              "IsCreateNewOrder": true
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Packages/*/ExportsInfo/Phone absent; body /Packages/*/ShipToAddress absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('createDropShipOrders: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('createDropShipOrders', kept, context));
});

// Kept by fulfillment-contract --keep: cases of createBillOfLading that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// `fulfillment-contract --cases <this folder>` runs the same cases against any target.
import { describe, it } from 'vitest';
import { expectAnswer } from '@fulfillment-api/contract-tests/cases';

const cases = [
  [
    "reaches body /ArrFlight absent (a4780341)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "BolNumber": "N_-1-OW",
          "BolType": "Airway",
          "DepFlight": "caller",
          "Origin": "k",
          "Destination": "~\"%",
          "ETD": "{0",
          "ETA": "3",
          "Weight": -1.5030653406748792e-50,
          "BolFile": "<=+\"sy",
          "FileType": "c7cI| gt",
          "BoxInfos": [
            {
              "BoxNumber": "|&xFq\"",
              "Weight": 4.5485708114039074e-51,
              "Length": -1.1120531215441384e-149,
              "Width": -1.1674491037752994e-183,
              "Height": -2.0679286896367374e-183,
              "PackageInfos": []
            },
            {
              "Weight": -4.7617994382246636e-253,
              "Length": 5.144964691952361e-53,
              "Width": 8.008697917837572e-44,
              "Height": 1.85804110355248e-77,
              "PackageInfos": [
                {
                  "PackageId": "3W#JT\",",
                  "TrackingNumber": "!C%pvhU'AE"
                },
                {
                  "PackageId": "񋒑𮵪𙹯",
                  "TrackingNumber": "󗀑񊯐񷝆򈉃󨍊񱷚󴠗媑򷷴"
                }
              ]
            },
            {
              "BoxNumber": "Zg.Z",
              "Weight": 8.462737819461721e-75,
              "Length": 3.150295500066383e-169,
              "Width": -1.13460909923633e-43,
              "Height": 4.063504997866044e-135,
              "PackageInfos": [
                {
                  "PackageId": "&jP6m>T|"
                },
                {
                  "TrackingNumber": "HN4_D`F"
                },
                {
                  "PackageId": "SX7",
                  "TrackingNumber": "^Ge4rz;@&"
                },
                {
                  "PackageId": "/e",
                  "TrackingNumber": "𾀹򫲋򤤪"
                },
                {
                  "PackageId": "&'KX1",
                  "TrackingNumber": ">T:Z^G"
                }
              ]
            },
            {
              "BoxNumber": "&",
              "Weight": 2.441452184086931e-222,
              "Length": -4.077764025743284e-45,
              "Width": 4.6364582983642655e-203,
              "Height": -0.0000062156497333505456,
              "PackageInfos": [
                {
                  "TrackingNumber": "𷼽򵰟򋽈䝳򡨝􋍹񤂌𑄢򝦡"
                },
                {
                  "PackageId": "򈖌򸵵󸰠񠳟𼂘񥏭",
                  "TrackingNumber": "-"
                },
                {
                  "TrackingNumber": "J0o"
                },
                {
                  "PackageId": "9-%1aB!A0",
                  "TrackingNumber": "𭠍𶍻"
                },
                {
                  "PackageId": "P:P3?cEBX",
                  "TrackingNumber": "񟉄񗔻𓓇򄍵󋁢򗰁񻩧𘟿򡫿"
                },
                {
                  "PackageId": "]rs*sDW*M1",
                  "TrackingNumber": "pZ')(r"
                }
              ]
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /ArrFlight absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /BolFile present (1098d08f)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "BolNumber": "",
          "BolType": "Airway",
          "DepFlight": "\u0000e",
          "TraFlight": "VL5-K$",
          "ArrFlight": "! ",
          "Origin": "U}D",
          "Destination": "/$]D",
          "ETD": "󽅎",
          "ETA": "bind",
          "Weight": -7.434537920732758e-188,
          "BolFile": "󻎏󝤊򭀆򽹚𰟷",
          "BolFilePush": "񲅨򋄾",
          "FileType": "|",
          "BoxInfos": [
            {
              "BoxNumber": "?V+\"%.H",
              "Weight": 1.6265120372126574e-224,
              "Length": -1.1193786053418743e-287,
              "Width": 2.67819137970931e-293,
              "Height": 7.972469894914541e-193,
              "PackageInfos": []
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /BolFile present; body /BolFilePush present; body /FileType present; body /TraFlight present, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /BolType \"Seaway\" (0e54e5bd)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "BolNumber": "-j_1-g-Xo-",
          "BolType": "Seaway",
          "DepFlight": "sCUy-_t",
          "ArrFlight": "|<l!",
          "Origin": "I7",
          "Destination": "~!\"",
          "ETD": "key",
          "ETA": " &ertyIsE",
          "Weight": 999999999.9999977,
          "BolFile": "t_pA|Hpw",
          "BolFilePush": "",
          "FileType": "eStri",
          "BoxInfos": [
            {
              "BoxNumber": "|28",
              "Weight": 4.6468472922006476e-204,
              "Width": -3.8224080710551584e-230,
              "Height": -0.7087654979361262,
              "PackageInfos": [
                {
                  "TrackingNumber": "$tz"
                },
                {
                  "TrackingNumber": "ePWyb_#la\\"
                },
                {
                  "PackageId": "LNW;M",
                  "TrackingNumber": "e?Z-}Nm="
                },
                {
                  "PackageId": "nWpt?8e",
                  "TrackingNumber": "+u+=N(Yne`"
                },
                {
                  "PackageId": "P']0wM",
                  "TrackingNumber": "2.0bcjv)3"
                },
                {
                  "PackageId": "󎼦񡃉񞤳핊򅸒򡂑",
                  "TrackingNumber": "𙦔󔕫"
                }
              ]
            },
            {
              "Weight": -1.7695991725530923e-13,
              "Width": 4.106738615476377e-190,
              "Height": -4.844084456142117e-8,
              "PackageInfos": [
                {
                  "PackageId": "󾶏󣩮󂳌𦶂",
                  "TrackingNumber": "mz"
                },
                {
                  "PackageId": "."
                },
                {
                  "PackageId": "Iv*e*w2'",
                  "TrackingNumber": "󥹞񌪰򊥬󺏎񤾾󈯠𨲜񓌓󸵬"
                },
                {
                  "TrackingNumber": ""
                },
                {
                  "TrackingNumber": ";S6nK%A8$F"
                },
                {
                  "PackageId": "򫖆"
                }
              ]
            },
            {
              "Weight": 5.863919079356036e-257,
              "Width": 1.8034029472126418e-260,
              "Height": 0.000001571832738422434,
              "PackageInfos": [
                {
                  "PackageId": "񴺣򦎄󤐼􇢍𣵶󞪝󓪖򫊠󶓥񱁮",
                  "TrackingNumber": ";2l\\/}ib"
                },
                {
                  "PackageId": "pge",
                  "TrackingNumber": "kMcn9:f?"
                },
                {
                  "TrackingNumber": "񟃐򃵫𲮇򿖃"
                },
                {
                  "PackageId": "򹈥𫭝󇦨򰸙𮷉򷐶򄡌񖃕"
                }
              ]
            },
            {
              "Weight": 3.863340356327982e-246,
              "Length": 3.381756737933847e-304,
              "Width": 6.319636721810743e-213,
              "Height": 6.974524749691239e-103,
              "PackageInfos": [
                {
                  "PackageId": "󴙁󪟊򭢌񥥡𺄊",
                  "TrackingNumber": "yI.1!s"
                },
                {
                  "PackageId": "dS",
                  "TrackingNumber": ""
                },
                {},
                {
                  "PackageId": "ꊻ򇚥掛󧜎񮠧",
                  "TrackingNumber": "Bif"
                },
                {
                  "PackageId": "󒐮󫟋􄪕",
                  "TrackingNumber": "󮋹"
                },
                {
                  "PackageId": "Ww*ta;B",
                  "TrackingNumber": "䖾󦍒􈹒񾱖񞍄󷘦򽨠񧫟񾇸"
                }
              ]
            },
            {
              "Weight": 3.0718122965715074e-177,
              "Length": -4.0827817782323177e-44,
              "Width": -2.87070921831097e-257
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /BolType \"Seaway\"; body /BoxInfos/*/BoxNumber absent; body /BoxInfos/*/Height absent; body /BoxInfos/*/Length absent; body /BoxInfos/*/PackageInfos absent; body /BoxInfos/*/PackageInfos/*/PackageId absent; body /BoxInfos/*/PackageInfos/*/TrackingNumber absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /BoxInfos/*/Weight absent (2ef295ac)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "BolNumber": "0--_-",
          "BolType": "Seaway",
          "DepFlight": "U.O}b<Dv",
          "ArrFlight": "񧡚𛔢񗶢󼢡󱆘񆇖",
          "Origin": "P",
          "Destination": "o\beoperty",
          "ETD": "\u0005\u0001򎆪",
          "ETA": "",
          "Weight": -3e-323,
          "BolFile": "",
          "FileType": "",
          "BoxInfos": [
            {
              "Length": -3.2577609536023856e-149,
              "Width": -999999999.9999977,
              "Height": -0.001640295521555019,
              "PackageInfos": []
            },
            {
              "BoxNumber": "\"$a\"&[",
              "Weight": 999999999.9999979,
              "Length": -3e-323,
              "Width": 999999999.9999981
            },
            {
              "BoxNumber": "\"",
              "Weight": -999999999.9999992,
              "Length": 4.7895855256905557e-23,
              "Width": -3.770667383660403e-299,
              "Height": 2e-323,
              "PackageInfos": []
            },
            {
              "Weight": 4.9764566350524603e-281,
              "Length": 999999999.9999983,
              "Width": -999999999.9999982,
              "Height": 3.5e-323,
              "PackageInfos": []
            },
            {
              "BoxNumber": "nam",
              "Length": -6.3636636465758746e-201,
              "Width": 3.798694471456186e-49,
              "Height": 999999999.9999988,
              "PackageInfos": [
                {
                  "PackageId": ".4*[F",
                  "TrackingNumber": "^QhaM9|"
                },
                {
                  "PackageId": "b",
                  "TrackingNumber": "jv-l/V6"
                },
                {
                  "PackageId": "G\"FX"
                },
                {
                  "TrackingNumber": "OaP A"
                },
                {
                  "PackageId": "⒝󠆍󱞯䵗󂷏򹚔󿌢񋋘惄󑴧"
                }
              ]
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /BoxInfos/*/Weight absent, which nothing before it in its run reached (seed 1)"
    }
  ],
  [
    "reaches body /Weight absent (6ee79bfd)",
    {
      "given": {
        "path": {},
        "query": {},
        "body": {
          "BolNumber": "_Pb",
          "BolType": "Airway",
          "DepFlight": "󢎐񨊓򬹱􄢘󞛜眡򕆛󳰢񩦻",
          "ArrFlight": "&",
          "Origin": "kup",
          "Destination": "<&%vz{",
          "ETD": "",
          "ETA": "",
          "FileType": "K*@a1yLU7",
          "BoxInfos": [
            {
              "BoxNumber": "rt",
              "Weight": 3.287781722567332e-175,
              "Length": 6.4e-323,
              "Width": 1.301413779014171e-12,
              "Height": 9.4e-323,
              "PackageInfos": [
                {
                  "PackageId": "",
                  "TrackingNumber": "%h"
                },
                {
                  "PackageId": "%*)4|",
                  "TrackingNumber": "5"
                }
              ]
            },
            {
              "BoxNumber": "𮲶",
              "Length": 5.267681670373361e-247,
              "Width": -999999999.9999982,
              "Height": -0.000010842246213841511,
              "PackageInfos": [
                {
                  "PackageId": "O",
                  "TrackingNumber": "򏝱󕳥󪁁􇼔􅦦"
                }
              ]
            }
          ]
        }
      },
      "want": {
        "answer": "accepted",
        "readBack": true
      },
      "kept": "reached body /Weight absent, which nothing before it in its run reached (seed 1)"
    }
  ]
];

describe('createBillOfLading: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('createBillOfLading', kept, context));
});

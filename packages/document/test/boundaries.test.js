// Boundary values come from the constraints themselves (for maxLength 20, send 20 and 21): every
// case of the library's boundary generator (every bound of every request, at any depth of the body
// and on query and path parameters) is checked here independently with Ajv: a value on the bound
// leaves the whole request valid, and a value past it makes the request invalid at that one place,
// for that one keyword. This proves both that each bound written in the document is one a validator
// (Ajv here, Prism in the mock) really enforces, and that no generated case breaks two things.
//
// Each verdict is held twice: by the project's validator (`createSchemaValidator`: the code written
// at build time, `x-decimal` and the `not` naming included) and by a second one that shares none of
// its code, Ajv 2020-12 with ajv-formats compiling the schemas of spec/dist/openapi.json as written.
// So a rule can be neither missing from the document nor one that only our validator reads into it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, escapePointer, listOperations, loadBundle, requestBoundCases } from '../src/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);

/**
 * The second validator: the bundle file, read here, registered whole with Ajv, each schema compiled
 * by its pointer in it. Not strict: it knows none of the document's own `x-` keywords (so it does not
 * hold `x-decimal`, which the cases of that keyword leave to the first).
 */
const BUNDLE_ID = 'https://fulfillment.example/openapi.json';
const independent = new Ajv2020({ strict: false, allErrors: true });
addFormats(independent);
independent.addSchema(JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('@fulfillment-api/spec/openapi.json')), 'utf8')), BUNDLE_ID);
const compiled = new Map();
/** Whether the second validator takes `value` at the schema at `pointer` of the bundle. */
function independentlyValid(/** @type {string} */ pointer, /** @type {unknown} */ value) {
  let check = compiled.get(pointer);
  if (!check) {
    const fragment = pointer.split('/').map((segment) => encodeURIComponent(segment)).join('/');
    compiled.set(pointer, (check = independent.compile({ $ref: `${BUNDLE_ID}#${fragment}` })));
  }
  return check(value);
}

/** Whether the second validator takes a whole request (a missing required parameter refused too). */
function requestIndependentlyValid(operation, request) {
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const value = request[parameter.in][parameter.name];
    if (value === undefined ? parameter.required : !independentlyValid(parameter.schemaPointer, value)) return false;
  }
  const body = operation.requestBody;
  return !(body?.schemaPointer && request.body !== undefined) || independentlyValid(body.schemaPointer, request.body);
}

/** Every schema problem of a whole request, parameters named by their name, body by JSON pointer. */
function requestProblems(operation, request) {
  const problems = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const value = request[parameter.in][parameter.name];
    if (value === undefined) {
      if (parameter.required) problems.push({ at: parameter.name, keyword: 'required' });
      continue;
    }
    for (const p of validator.validate(parameter.schemaPointer, value).problems) problems.push({ at: parameter.name, keyword: p.keyword });
  }
  const body = operation.requestBody;
  if (body?.schemaPointer && request.body !== undefined) {
    for (const p of validator.validate(body.schemaPointer, request.body).problems) problems.push({ at: p.instancePath, keyword: p.keyword });
  }
  return problems;
}

/** Where Ajv reports a broken bound: a missing property is reported on its parent object. */
function reportedAt(boundCase) {
  if (boundCase.in !== 'body') return boundCase.target;
  if (boundCase.keyword === 'required') return boundCase.target.slice(0, boundCase.target.lastIndexOf('/')) || '/';
  return boundCase.target || '/';
}

const operations = listOperations(document);
const cases = operations.flatMap((operation) => requestBoundCases(document, operation).map((c) => [c.name, { operation, boundCase: c }]));
const countOf = (keyword, expect) => cases.filter(([, { boundCase }]) => boundCase.keyword === keyword && boundCase.expect === expect).length;

describe('boundary values of requests', () => {
  it.each([
    ['maxLength', 'accepted', 40],
    ['maxLength', 'rejected', 30],
    ['maximum', 'rejected', 9],
    ['minimum', 'rejected', 9],
    ['x-decimal', 'rejected', 8],
    ['maxItems', 'rejected', 2],
    ['pattern', 'rejected', 10],
    ['required', 'rejected', 30],
    ['type', 'rejected', 100],
    ['format', 'rejected', 2],
    ['false schema', 'rejected', 1],
  ])('finds the %s bounds the description states (%s, at least %i)', (keyword, verdict, atLeast) => {
    expect(countOf(keyword, verdict)).toBeGreaterThanOrEqual(atLeast);
  });

  it('reaches nested body fields and query parameters', () => {
    const targets = cases.map(([, { boundCase }]) => `${boundCase.in} ${boundCase.target}`);
    expect(targets).toContain('body /Packages/0/PackageId');
    expect(targets).toContain('query PageSize');
    expect(targets).toContain('query FromDate');
  });

  it('breaks a pattern that narrows a format with a value of that format, and names a member that must be absent', () => {
    const named = cases.map(([name]) => name);
    const utc = cases.find(([name]) => name.startsWith('listInboundOrders query FromDate pattern'))?.[1].boundCase;
    expect(utc).toMatchObject({ expect: 'rejected', value: '2026-11-01T00:00:00+02:13' });
    expect(named).toContain('priceOutboundService body /IncludeUnsuccessful false schema false: true, rejected');
  });

  it('gives the same cases in the same order on every call', () => {
    const again = operations.flatMap((operation) => requestBoundCases(document, operation).map((c) => c.name));
    expect(again).toEqual(cases.map(([name]) => name));
    expect(new Set(again).size).toBe(again.length);
  });

  it.each(cases)('%s', (_name, { operation, boundCase }) => {
    const problems = requestProblems(operation, boundCase.request);
    if (boundCase.keyword !== 'x-decimal') expect(requestIndependentlyValid(operation, boundCase.request)).toBe(boundCase.expect === 'accepted');
    if (boundCase.expect === 'accepted') {
      expect(problems).toEqual([]);
    } else {
      expect(problems.length).toBeGreaterThan(0);
      expect(problems).toEqual(problems.map(() => ({ at: reportedAt(boundCase), keyword: boundCase.keyword })));
    }
  });

  it.each([
    ['a DeclareName of digits and spaces only', 'MerchantSku', 'DeclareName', '12 34'],
    ['a CustomStorageNo with a trailing space', 'MerchantSku', 'CustomStorageNo', 'ABCDE '],
    ['a CustomStorageNo with a leading space', 'MerchantSku', 'CustomStorageNo', ' ABCDE'],
    ['an HsCode of five digits', 'MerchantSku', 'HsCode', '12345'],
    ['a ServiceCode with a space', 'ServiceOutboundPricingRequest', 'ServiceCode', 'FR COLISSIMO'],
    ['an empty ServiceCode where one service is priced', 'ServiceOutboundPricingRequest', 'ServiceCode', ''],
    ['a BolNumber with a slash', 'BillOfLading', 'BolNumber', '176/12345675'],
  ])('rejects %s', (_name, schemaName, property, value) => {
    const pointer = `/components/schemas/${schemaName}/properties/${property}`;
    expect(validator.validate(pointer, value).valid).toBe(false);
    expect(independentlyValid(pointer, value)).toBe(false);
  });

  it.each([
    ['an empty HsCode', 'MerchantSku', 'HsCode', ''],
    ['an HsCode of six digits', 'MerchantSku', 'HsCode', '691200'],
    ['a DeclareName with an apostrophe and brackets', 'MerchantSku', 'DeclareName', "Kids' mug (blue) & lid"],
    ['a CustomStorageNo with inner spaces and symbols', 'MerchantSku', 'CustomStorageNo', 'A-1 B/2 #3'],
    ['an empty ServiceCode where every service is priced', 'OutboundPricingRequest', 'ServiceCode', ''],
  ])('accepts %s', (_name, schemaName, property, value) => {
    const pointer = `/components/schemas/${schemaName}/properties/${property}`;
    expect(validator.validate(pointer, value).problems).toEqual([]);
    expect(independentlyValid(pointer, value)).toBe(true);
  });
});

// The constraints the description states that a schema keyword can say beyond a bound (UTC, a
// date-time text, a failed package's reasons, TotalCharge present or absent, a member a body must not
// carry), each with a value the description rules out and one it allows, on the schema a request or
// an answer is validated against. `x-only-from` (a member only one origin answers with) is not a
// schema's to say: test/origin-only-members.test.js.
const inbound = listOperations(document).find((operation) => operation.endpoint === 12);
const answerOf = (/** @type {number} */ endpoint) => listOperations(document).find((operation) => operation.endpoint === endpoint)?.response(200)?.schemaPointer;
const parameterOf = (/** @type {string} */ name) => inbound.parameters.find((parameter) => parameter.name === name).schemaPointer;
const schema = (/** @type {string} */ name, ...path) => ['/components/schemas', name, ...path.map(escapePointer)].join('/');
const created = { PackageId: 'P1', Success: false, Message: 'ServiceCode is not available', ErrorCode: 'E1043' };
const priced = { ServiceCode: 'USPS-GA', Success: true, TotalCharge: { Currency: 'USD', Amount: 8.74 } };
const oneService = { Skus: [{ Sku: 'MUG', Quantity: 1 }], ServiceCode: 'FR-COLISSIMO', WarehouseId: 'FRPAR01', Country: 'FR' };
const { TotalCharge: _total, ...unpriced } = priced;

describe.each([
  ['1. FromDate of endpoint 12 (UTC)', parameterOf('FromDate'), '2026-11-01T00:00:00+02:13', '2026-11-01T00:00:00Z'],
  ['1. ToDate of endpoint 12 (UTC, +00:00)', parameterOf('ToDate'), '2026-11-20 23:59:59Z', '2026-11-20T23:59:59.5+00:00'],
  ['2. LastUpdated of the inbound status (UTC)', schema('InboundOrderDetail', 'allOf', '1', 'properties', 'LastUpdated'), 'yesterday', '2026-11-20T16:02:11Z'],
  ['2. LastUpdated with an offset', schema('InboundOrderDetail', 'allOf', '1', 'properties', 'LastUpdated'), '2026-11-20T16:02:11+08:00', '2026-11-20T16:02:11.250Z'],
  ['4. SvcOrderShipOutedStr (a date-time text)', schema('OutboundOrder', 'properties', 'SvcOrderShipOutedStr'), 'banana', '2026-11-21 10:30:00'],
  ['4. SvcOrderShipOutedTimeStr', schema('OutboundOrder', 'properties', 'SvcOrderShipOutedTimeStr'), '21/11/2026 10:30', '2026-11-21T10:30:00+08:00'],
  ['4. SvcOrderPackedTimeStr', schema('OutboundOrder', 'properties', 'SvcOrderPackedTimeStr'), '', '2026-11-21 09:12'],
  ['5. a failed package without its reasons', schema('PackageResult'), { PackageId: 'P1', Success: false }, created],
  ['5. a failed package with empty reasons', schema('PackageResult'), { ...created, Message: '', ErrorCode: '' }, { PackageId: 'P1', Success: true, Message: '', ErrorCode: '' }],
  ['5. a failed package with an empty ErrorCode', schema('PackageResult'), { ...created, ErrorCode: '' }, { PackageId: 'P1', Success: true }],
  ['6. an all-services outbound result without TotalCharge', answerOf(7), [{ ServiceCode: 'X' }], [priced]],
  ['6. an inbound result without TotalCharge', answerOf(8), [priced, unpriced], [priced, { ...unpriced, Success: false, TotalCharge: { Currency: 'USD', Amount: 0 } }]],
  ['7. the one-service result with TotalCharge', answerOf(13), priced, unpriced],
  ['8. endpoint 13 with IncludeUnsuccessful', schema('ServiceOutboundPricingRequest'), { ...oneService, IncludeUnsuccessful: true }, oneService],
  ['8. endpoint 13 with IncludeUnsuccessful false', schema('ServiceOutboundPricingRequest'), { ...oneService, IncludeUnsuccessful: false }, oneService],
  ['8. endpoint 13 without ServiceCode', schema('ServiceOutboundPricingRequest'), { ...oneService, ServiceCode: undefined }, oneService],
])('%s', (_name, pointer, ruledOut, allowed) => {
  const asJson = (/** @type {unknown} */ value) => JSON.parse(JSON.stringify(value));
  it('is refused by both validators where the description rules it out', () => {
    expect(pointer).toEqual(expect.any(String));
    expect(validator.validate(pointer, asJson(ruledOut)).valid).toBe(false);
    expect(independentlyValid(pointer, asJson(ruledOut))).toBe(false);
  });
  it('is accepted by both where the description allows it', () => {
    expect(validator.validate(pointer, asJson(allowed)).problems).toEqual([]);
    expect(independentlyValid(pointer, asJson(allowed))).toBe(true);
  });
});

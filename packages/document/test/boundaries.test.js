// Boundary values come from the constraints themselves (for maxLength 20, send 20 and 21): every
// case of the library's boundary generator (every bound of every request, at any depth of the body
// and on query and path parameters) is checked here independently with Ajv: a value on the bound
// leaves the whole request valid, and a value past it makes the request invalid at that one place,
// for that one keyword. This proves both that each bound written in the document is one a validator
// (Ajv here, Prism in the mock) really enforces, and that no generated case breaks two things.
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, listOperations, loadBundle, requestBoundCases } from '../src/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);

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
  ])('finds the %s bounds the description states (%s, at least %i)', (keyword, verdict, atLeast) => {
    expect(countOf(keyword, verdict)).toBeGreaterThanOrEqual(atLeast);
  });

  it('reaches nested body fields and query parameters', () => {
    const targets = cases.map(([, { boundCase }]) => `${boundCase.in} ${boundCase.target}`);
    expect(targets).toContain('body /Packages/0/PackageId');
    expect(targets).toContain('query PageSize');
    expect(targets).toContain('query FromDate');
  });

  it('gives the same cases in the same order on every call', () => {
    const again = operations.flatMap((operation) => requestBoundCases(document, operation).map((c) => c.name));
    expect(again).toEqual(cases.map(([name]) => name));
    expect(new Set(again).size).toBe(again.length);
  });

  it.each(cases)('%s', (_name, { operation, boundCase }) => {
    const problems = requestProblems(operation, boundCase.request);
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
    const verdict = validator.validate(`/components/schemas/${schemaName}/properties/${property}`, value);
    expect(verdict.valid).toBe(false);
  });

  it.each([
    ['an empty HsCode', 'MerchantSku', 'HsCode', ''],
    ['an HsCode of six digits', 'MerchantSku', 'HsCode', '691200'],
    ['a DeclareName with an apostrophe and brackets', 'MerchantSku', 'DeclareName', "Kids' mug (blue) & lid"],
    ['a CustomStorageNo with inner spaces and symbols', 'MerchantSku', 'CustomStorageNo', 'A-1 B/2 #3'],
    ['an empty ServiceCode where every service is priced', 'OutboundPricingRequest', 'ServiceCode', ''],
  ])('accepts %s', (_name, schemaName, property, value) => {
    expect(validator.validate(`/components/schemas/${schemaName}/properties/${property}`, value).problems).toEqual([]);
  });
});

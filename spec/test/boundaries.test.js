// Boundary values come from the constraints themselves (for maxLength 20, send 20 and 21): for every
// bounded top-level property of every request body, the operation's own example with that property
// set at the bound must be valid, and just past it invalid. This proves that each bound written in the
// document is one a validator (Ajv here, Prism in the mock) really enforces.
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, dereference, listOperations, loadBundle } from '../lib/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const deref = (node) => dereference(document, node);

/** A string of `length` characters that satisfies the property's pattern, when it has one. */
function fill(schema, length) {
  const candidates = ['A', '1', 'a'];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const char = candidates.find((c) => !pattern || pattern.test(c.repeat(Math.max(length, schema.minLength ?? 0, 1)))) ?? 'A';
  return char.repeat(length);
}

/** [property, value at the bound, value past the bound] for each bound of a property schema. */
function boundaryValues(schema, example) {
  const cases = [];
  if (schema.maxLength !== undefined) cases.push(['maxLength', fill(schema, schema.maxLength), fill(schema, schema.maxLength + 1)]);
  if (schema.minLength !== undefined && schema.minLength > 0) cases.push(['minLength', fill(schema, schema.minLength), fill(schema, schema.minLength - 1)]);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) cases.push(['maximum', schema.maximum, schema.type === 'integer' ? schema.maximum + 1 : schema.maximum + 0.01]);
  if (schema.minimum !== undefined && -schema.minimum < Number.MAX_SAFE_INTEGER) cases.push(['minimum', schema.minimum, schema.type === 'integer' ? schema.minimum - 1 : schema.minimum - 0.01]);
  if (schema.maxItems !== undefined) {
    const item = Array.isArray(example) && example.length > 0 ? example[0] : 'X';
    cases.push(['maxItems', Array(schema.maxItems).fill(item), Array(schema.maxItems + 1).fill(item)]);
  }
  return cases;
}

const cases = [];
for (const { operation, pointer: operationPointer } of listOperations(document)) {
  const media = operation.requestBody?.content?.['application/json'];
  if (!media) continue;
  const pointer = `${operationPointer}/requestBody/content/application~1json/schema`;
  const body = deref(media.schema);
  const example = deref(Object.values(media.examples)[0]).value;
  for (const [property, propertySchema] of Object.entries(body.properties ?? {})) {
    for (const [keyword, atBound, pastBound] of boundaryValues(deref(propertySchema), example[property])) {
      cases.push([`${operation.operationId} ${property} ${keyword}`, { pointer, example, property, atBound, pastBound }]);
    }
  }
}

describe('boundary values of request bodies', () => {
  it('finds the bounds the description states (at least 50)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)('%s: the bound is accepted, one past it is rejected', (_name, { pointer, example, property, atBound, pastBound }) => {
    expect(validator.validate(pointer, { ...example, [property]: atBound }).problems).toEqual([]);
    const past = validator.validate(pointer, { ...example, [property]: pastBound });
    expect(past.valid).toBe(false);
    expect(past.problems.map((p) => p.instancePath)).toContain(`/${property}`);
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

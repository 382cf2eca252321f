// The document's decimal and date-time rules, as the contract tests' validator applies them: every
// value the description allows passes, and each of the accepted-but-invalid values fails.
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../src/index.js';
import { createSchemaValidator, decimalViolation } from '../src/schema-validator.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const field = (schema, name) => `/components/schemas/${schema}/properties/${name}`;

describe('x-decimal: decimal(precision, scale) on a JSON number', () => {
  it.each([
    ['Length 0.07 (0.07 / 0.01 is not an integer in binary floating point)', 'Length', 0.07, true],
    ['Length 1.1', 'Length', 1.1, true],
    ['Length 999999.99 (the maximum)', 'Length', 999999.99, true],
    ['Width -999999.99 (the minimum)', 'Width', -999999.99, true],
    ['Height 5 (no fraction)', 'Height', 5, true],
    ['Height 0', 'Height', 0, true],
    ['Length 12.345 (three decimals)', 'Length', 12.345, false],
    ['Width 12.345', 'Width', 12.345, false],
    ['Height 12.345', 'Height', 12.345, false],
    ['Length 1e-7 (seven decimals, written with an exponent)', 'Length', 1e-7, false],
    ['DeclareValue 12.34', 'DeclareValue', 12.34, true],
    ['DeclareValue 0.07', 'DeclareValue', 0.07, true],
    ['DeclareValue 999999999999999.9 (15 integer digits)', 'DeclareValue', 999999999999999.9, true],
    ['DeclareValue 1000000000000000 (16 integer digits)', 'DeclareValue', 1000000000000000, true],
    ['DeclareValue 12.345', 'DeclareValue', 12.345, false],
    ['DeclareValue 10000000000000000 (17 integer digits)', 'DeclareValue', 10000000000000000, false],
  ])('%s', (_name, property, value, want) => {
    const verdict = validator.validate(field('MerchantSku', property), value);
    expect(verdict.valid).toBe(want);
    if (!want) expect(verdict.problems).toEqual([expect.objectContaining({ keyword: 'x-decimal' })]);
  });

  it.each([
    [12.345, { precision: 8, scale: 2 }, 'must have at most 2 digits after the decimal point (decimal(8,2)), has 3'],
    [1234567, { precision: 8, scale: 2 }, 'must have at most 6 digits before the decimal point (decimal(8,2)), has 7'],
    [1e21, { precision: 18, scale: 2 }, 'must have at most 16 digits before the decimal point (decimal(18,2)), has 22'],
    [0.5, { precision: 3, scale: 0 }, 'must have at most 0 digits after the decimal point (decimal(3,0)), has 1'],
  ])('%s against %j says %s', (value, decimal, message) => {
    expect(decimalViolation(value, decimal)).toBe(message);
  });
});

describe('date-time texts', () => {
  const deadline = field('CreateOutboundOrderRequest', 'ShipmentDeadline');
  const covered = field('InventoryAgeRequest', 'DateRangeCovered');
  it.each([
    ['ShipmentDeadline with a space (the example)', deadline, '2026-11-23 18:00:00', true],
    ['ShipmentDeadline with a fraction', deadline, '2026-11-23 18:00:00.5', true],
    ['ShipmentDeadline without seconds', deadline, '2026-11-23 18:00', true],
    ['ShipmentDeadline "not a date"', deadline, 'not a date', false],
    ['ShipmentDeadline with a T (the description says a space)', deadline, '2026-11-23T18:00:00', false],
    ['ShipmentDeadline with month 13', deadline, '2026-13-23 18:00:00', false],
    ['ShipmentDeadline date only', deadline, '2026-11-23', false],
    ['DateRangeCovered as RFC 3339 (the example)', covered, '2026-11-20T00:00:00Z', true],
    ['DateRangeCovered with a space', covered, '2026-11-20 00:00:00', true],
    ['DateRangeCovered with an offset', covered, '2026-11-20T00:00:00+08:00', true],
    ['DateRangeCovered "not a date"', covered, 'not a date', false],
    ['DateRangeCovered with hour 24', covered, '2026-11-20T24:00:00Z', false],
  ])('%s', (_name, pointer, value, want) => {
    const verdict = validator.validate(pointer, value);
    expect(verdict.valid).toBe(want);
    if (!want) expect(verdict.problems).toEqual([expect.objectContaining({ keyword: 'pattern' })]);
  });
});

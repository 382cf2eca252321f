// Personal data is masked where the document marks it (`x-personal-data`), keeping type and length,
// and wherever a text echoes such a value whole; a personal value that happens to be part of another
// value (a house number inside a package identifier) leaves that other value alone.
import { exampleRequest, listOperations, loadBundle, personalData, resolvePointer, walkSchema } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { personalDataMask } from '../src/traffic/mask-personal-data.js';

const document = loadBundle();

/**
 * An operation whose example request holds a personal string of at least three characters, and a
 * string member of no personal schema beside it (an identifier, a code) to plant that value inside.
 */
function planted() {
  for (const operation of listOperations(document)) {
    const pointer = operation.requestBody?.schemaPointer;
    if (!pointer) continue;
    const body = exampleRequest(operation).body;
    const personal = personalData(document, pointer, body).find((place) => typeof place.value === 'string' && place.value.length >= 3 && place.dataPath.split('/').length > 2);
    if (!personal) continue;
    const personalPaths = new Set(personalData(document, pointer, body).map((place) => place.dataPath));
    const other = [...walkSchema(document, pointer, body)].find((place) => typeof place.value === 'string' && place.dataPath !== '' && !personalPaths.has(place.dataPath) && place.schema?.type === 'string' && place.schema.pattern === undefined && place.schema.enum === undefined && place.schema.format === undefined);
    if (!other) continue;
    return { operation, body, personal, other };
  }
  throw new Error('the document has no example request with a personal string beside another string member');
}

/** A copy of a value with one member, by JSON pointer, replaced. */
function withMember(value, dataPath, member) {
  const copy = structuredClone(value);
  const parts = dataPath.split('/').slice(1).map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = parts.pop();
  parts.reduce((node, part) => node[part], copy)[last] = member;
  return copy;
}

describe('personal data masking', () => {
  const { operation, body, personal, other } = planted();
  const value = /** @type {string} */ (personal.value);
  // A value carrying the personal one inside it, as `PKG-20261120-0001` carries a house number `112`.
  const identifier = `ID-${value}0-0001`.replace(/\s/g, '');
  const inside = `${identifier.slice(0, 3)}${value}${identifier.slice(3 + value.length)}`;
  const request = withMember(body, other.dataPath, inside);

  it('masks the marked place, keeping its type and length', () => {
    const mask = personalDataMask(document, operation, { requestBody: JSON.stringify(request) });
    const masked = JSON.parse(/** @type {string} */ (mask.requestBody));
    expect(resolvePointer(masked, personal.dataPath)).toBe('*'.repeat([...value].length));
  });

  it('leaves a value of no personal place whole, though the personal value is part of it', () => {
    expect(inside).toContain(value);
    const mask = personalDataMask(document, operation, { requestBody: JSON.stringify(request) });
    const masked = JSON.parse(/** @type {string} */ (mask.requestBody));
    expect(resolvePointer(masked, other.dataPath)).toBe(inside);
    expect(mask.scrub(`package ${inside} was refused`)).toBe(`package ${inside} was refused`);
  });

  it('masks the personal value where a text echoes it whole (an error body, a message)', () => {
    const mask = personalDataMask(document, operation, { requestBody: JSON.stringify(request) });
    const stars = '*'.repeat([...value].length);
    expect(mask.scrub(`refused: ${value} is too long`)).toBe(`refused: ${stars} is too long`);
    expect(mask.scrub(JSON.stringify({ detail: value }))).toBe(JSON.stringify({ detail: stars }));
    expect(mask.scrub(`"${value}"`)).toBe(`"${stars}"`);
  });
});

describe('personal data masking keeps JSON whole', () => {
  const { operation, body, personal } = planted();
  const pointer = /** @type {string} */ (operation.requestBody?.schemaPointer);
  // A number member of the same body (a quantity, a weight) that holds the personal value's digits:
  // a house number "4321" and a quantity 4321. Masking the text would write `"Qty":****`.
  const number = [...walkSchema(document, pointer, body)].find((place) => typeof place.value === 'number' && Number.isInteger(place.value));
  const request = withMember(withMember(body, personal.dataPath, '4321'), number?.dataPath ?? '', 4321);

  it('writes a request body that still parses, with an echo in a number masked as a number', () => {
    expect(number, 'the planted example has an integer member').toBeDefined();
    const mask = personalDataMask(document, operation, { requestBody: JSON.stringify(request) });
    const masked = JSON.parse(/** @type {string} */ (mask.requestBody));
    expect(resolvePointer(masked, personal.dataPath)).toBe('****');
    expect(resolvePointer(masked, /** @type {string} */ (number?.dataPath))).toBe(9999);
    expect(mask.requestValue).toEqual(masked);
    expect(JSON.stringify(masked)).not.toContain('4321');
  });

  it('writes an answer body that still parses where it echoes the value in a number', () => {
    const mask = personalDataMask(document, operation, { requestBody: JSON.stringify(request), status: 400, answerBody: '{"Code":4321,"Message":"4321 refused"}' });
    expect(JSON.parse(/** @type {string} */ (mask.answerBody))).toEqual({ Code: 9999, Message: '**** refused' });
  });
});

describe('a body that should hold personal data but is not JSON', () => {
  const { operation, body, personal } = planted();
  const value = /** @type {string} */ (personal.value);
  // The recorder kept what the application sent: single quotes around the personal value.
  const broken = JSON.stringify(body).replace(JSON.stringify(value), `'${value}'`);

  it('is masked whole: its letters and digits, its punctuation kept', () => {
    expect(() => JSON.parse(broken)).toThrow();
    const mask = personalDataMask(document, operation, { requestBody: broken });
    expect(mask.nothingPersonal).toBe(false);
    expect(mask.requestBody).not.toContain(value);
    expect(mask.requestBody).toHaveLength(broken.length);
    expect(mask.requestBody?.replace(/\*/g, '')).toBe(broken.replace(/[\p{L}\p{N}]/gu, ''));
  });
});

// Which places of a value are personal: on a small document of its own, and on the bundled document's
// recipient, sender and customs parties (the fields the description lists as the customer's).
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, findExtensions, listOperations, loadBundle, PERSONAL_DATA, personalData } from '../src/index.js';

const small = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Order: { type: 'object', properties: { Packages: { type: 'array', items: { $ref: '#/components/schemas/Package' } }, Note: { type: 'string' } } },
      Package: { type: 'object', properties: { Phone: { type: 'string', 'x-personal-data': true }, HouseNumber: { type: 'integer', 'x-personal-data': true }, City: { type: 'string' } } },
    },
  },
};

describe('personalData', () => {
  it('finds the marked places through $ref and array items, and nothing else', () => {
    const value = { Note: 'n', Packages: [{ Phone: '+49 30 1234', HouseNumber: 12, City: 'Berlin' }, { City: 'Bonn' }] };
    expect(personalData(small, '/components/schemas/Order', value)).toEqual([
      { dataPath: '/Packages/0/Phone', value: '+49 30 1234' },
      { dataPath: '/Packages/0/HouseNumber', value: 12 },
    ]);
  });

  it('marks the recipient, the sender and the customs parties of the document, and the validator accepts the marker', () => {
    const document = loadBundle();
    const marked = listOperations(document).flatMap((op) => {
      const body = op.requestBody;
      if (!body?.schemaPointer || body.example === undefined) return [];
      return personalData(document, body.schemaPointer, body.example).map((place) => place.dataPath.replace(/\/\d+(?=\/|$)/g, '/*').split('/').slice(-2).join('/'));
    });
    for (const field of ['ShipToAddress/Phone', 'ShipToAddress/Email', 'ShipToAddress/Contact']) expect(marked).toContain(field);
    expect(marked.some((place) => /^Sender\//.test(place))).toBe(true);
    // The customs parties (importer, exporter) appear in no example: their schemas carry the marker.
    const markedSchemas = new Set(findExtensions(document, PERSONAL_DATA).map((found) => found.path.join('/')));
    expect([...markedSchemas].some((path) => /CustomsInfo.*EoriCode/.test(path))).toBe(true);
    expect(marked.some((place) => /\/(Country|City|Weight)$/.test(place))).toBe(false);
    expect(() => createSchemaValidator(document).compileAll()).not.toThrow();
  });
});

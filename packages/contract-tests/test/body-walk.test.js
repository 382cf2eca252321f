// The one walk of a body (drift's undeclared members and values, masking's personal places): on a
// small document of its own shaped to reach places through `$ref`, `allOf`, `oneOf` and array items,
// and on the bundled document's examples against the document library's own walk.
import { listOperations, loadBundle, personalData, walkSchema } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { dataPathOf, personalPlacesOf, undeclaredInBody, walkBody } from '../src/body-walk.js';
import { answerDrift } from '../src/drift.js';
import { personalDataMask } from '../src/traffic/mask-personal-data.js';

const small = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Order: {
        type: 'object',
        properties: { Packages: { type: 'array', items: { $ref: '#/components/schemas/Package' } }, Pickup: { $ref: '#/components/schemas/Pickup' }, Status: { type: 'string', 'x-extensible-enum': ['open', 'shipped'] } },
      },
      Package: {
        allOf: [{ $ref: '#/components/schemas/Parcel' }, { type: 'object', properties: { Lines: { type: 'array', items: { type: 'object', properties: { Sku: { type: 'string' }, 'a/b~c': { type: 'string' } } } } } }],
      },
      Parcel: { type: 'object', properties: { Weight: { type: 'number' }, Recipient: { type: 'object', properties: { Phone: { type: 'string', 'x-personal-data': true }, City: { type: 'string' } } } } },
      // A choice of shapes: the walk does not choose among alternatives, so it claims nothing of their members.
      Pickup: { oneOf: [{ type: 'object', properties: { Depot: { type: 'string' } } }, { type: 'object', properties: { Street: { type: 'string', 'x-personal-data': true } } }] },
      Closed: { type: 'object', properties: { A: { type: 'string' } }, additionalProperties: false },
    },
  },
};
const ORDER = '/components/schemas/Order';

describe('walkBody', () => {
  const order = {
    Status: 'lost',
    Extra: 1,
    Packages: [
      { Weight: 1, Recipient: { Phone: '+49 30 1234', City: 'Bonn', Floor: 3 } },
      { Weight: 2, Lines: [{ Sku: 'A' }, { Sku: 'B', Colour: 'red', 'a/b~c': 'x', 'x/y': 1 }] },
    ],
    Pickup: { Depot: 'D1', Street: 'Main St 1', Gate: 4 },
  };

  it('finds each member no schema declares at its place, through $ref, allOf and array items, in walk order', () => {
    const found = undeclaredInBody(small, ORDER, order);
    expect(found.map((item) => [item.kind, dataPathOf(item.keys), item.kind === 'unknown-property' ? item.name : item.value])).toEqual([
      ['unknown-property', '', 'Extra'],
      ['unknown-property', '/Packages/0/Recipient', 'Floor'],
      ['unknown-property', '/Packages/1/Lines/1', 'Colour'],
      ['unknown-property', '/Packages/1/Lines/1', 'x/y'],
      // Properties in schema order: Status is named after Packages and Pickup.
      ['value-seen', '/Status', 'lost'],
    ]);
    // The owner named is where the edit adds the member: the first part with properties, the `$ref`'s target.
    const floor = found.find((item) => item.kind === 'unknown-property' && item.name === 'Floor');
    expect(floor && floor.kind === 'unknown-property' && floor.owner).toBe('/components/schemas/Parcel/properties/Recipient');
    // A member named by an escaped key is declared; an undeclared one with `/` in it is named escaped in a data path.
    expect(dataPathOf(['Packages', 1, 'Lines', 1, 'x/y'])).toBe('/Packages/1/Lines/1/x~1y');
  });

  it('claims nothing under a oneOf (the walk does not choose) nor of a closed schema (the validator judges those)', () => {
    expect(undeclaredInBody(small, ORDER, { Pickup: { Gate: 4 } })).toEqual([]);
    expect(undeclaredInBody(small, '/components/schemas/Closed', { A: 'a', B: 'b' })).toEqual([]);
  });

  it('finds a personal value deep in an array, by the keys that reach it, and not under a oneOf', () => {
    expect(walkBody(small, ORDER, order, { undeclared: false, personal: true }).personal).toEqual([{ keys: ['Packages', 0, 'Recipient', 'Phone'], value: '+49 30 1234' }]);
  });

  it('finds the personal places the document library finds, on every example body of the document', () => {
    const document = loadBundle();
    let compared = 0;
    for (const operation of listOperations(document)) {
      const bodies = [
        [operation.requestBody?.schemaPointer, operation.requestBody?.example],
        ...operation.responses.flatMap((response) => response.examples.map((example) => [response.schemaPointer, example.value])),
      ];
      for (const [pointer, example] of bodies) {
        if (!pointer || example === undefined) continue;
        const expected = personalData(document, pointer, example);
        const found = walkBody(document, pointer, example, { undeclared: false, personal: true }).personal.map((place) => ({ dataPath: dataPathOf(place.keys), value: place.value }));
        expect(found, `${operation.operationId} ${pointer}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('finds, in a real answer, a member planted deep in an array item where the document names none', () => {
    const document = loadBundle();
    for (const operation of listOperations(document)) {
      for (const response of operation.responses) {
        for (const { value: example } of response.examples) {
          if (!response.schemaPointer || example === undefined) continue;
          const item = [...walkSchema(document, response.schemaPointer, example)].find((place) => /\/\d+\//.test(`${place.dataPath}/`) && place.dataPath.split('/').length > 2 && place.propertiesOwner !== undefined && !place.closed && place.value && typeof place.value === 'object' && !Array.isArray(place.value));
          if (!item) continue;
          expect(undeclaredInBody(document, response.schemaPointer, example), `${operation.operationId} example`).toEqual([]);
          const body = structuredClone(example);
          const keys = item.dataPath.split('/').slice(1).map((key) => (/^\d+$/.test(key) ? Number(key) : key.replaceAll('~1', '/').replaceAll('~0', '~')));
          keys.reduce((node, key) => node[key], body).NotInTheDocument = true;
          const found = undeclaredInBody(document, response.schemaPointer, body);
          expect(found.map((place) => [dataPathOf(place.keys), place.kind === 'unknown-property' && place.name])).toEqual([[item.dataPath, 'NotInTheDocument']]);
          return;
        }
      }
    }
    throw new Error('no example answer of the document has an object inside an array');
  });
});

describe('drift and masking read one walk of an answer', () => {
  const operation = {
    operationId: 'getOrder',
    endpoint: 1,
    pointer: '/paths/~1orders/get',
    notShown: [],
    response: () => ({ key: '200', pointer: '/paths/~1orders/get/responses/200', notShown: [], headers: [], mediaTypes: [{ mediaType: 'application/json', schemaPointer: ORDER }] }),
  };
  const body = JSON.stringify({ Packages: [{ Weight: 1 }, { Weight: 2, Recipient: { Phone: '+44 20 7946 0000', Floor: 2 } }] });
  const answer = { status: 200, headers: { 'content-type': 'application/json' }, body };

  it('reports the undeclared member with its data path, and masks the personal value deep in the array', () => {
    const drift = answerDrift({ document: small, exchange: /** @type {any} */ ({ operation }), answer: /** @type {any} */ (answer), live: true });
    expect(drift.map((item) => [item.kind, item.edit.path])).toEqual([['unknown-property', '/components/schemas/Parcel/properties/Recipient/properties/Floor']]);
    expect(drift[0].message).toMatch(/^getOrder 200: \/Packages\/1\/Recipient\/Floor is not a property of/);
    const mask = personalDataMask(small, /** @type {any} */ (operation), { status: 200, answerHeaders: answer.headers, answerBody: body });
    const masked = JSON.parse(/** @type {string} */ (mask.answerBody));
    expect(masked.Packages[1].Recipient).toEqual({ Phone: '*'.repeat('+44 20 7946 0000'.length), Floor: 2 });
    expect(masked.Packages[0]).toEqual({ Weight: 1 });
    expect(mask.scrub('refused +44 20 7946 0000')).toBe(`refused ${'*'.repeat(16)}`);
  });

  it('masks the same places whether or not drift walked the body first', () => {
    const fresh = { Packages: [{ Recipient: { Phone: '+1 555 0100' } }] };
    expect(personalPlacesOf(small, ORDER, fresh)).toEqual([{ keys: ['Packages', 0, 'Recipient', 'Phone'], value: '+1 555 0100' }]);
    undeclaredInBody(small, ORDER, fresh);
    expect(personalPlacesOf(small, ORDER, fresh)).toEqual([{ keys: ['Packages', 0, 'Recipient', 'Phone'], value: '+1 555 0100' }]);
  });
});

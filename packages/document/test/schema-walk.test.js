import { describe, expect, it } from 'vitest';
import { createSchemaValidator, schemaOutline, schemaShape, walkSchema } from '../src/index.js';

const document = {
  components: {
    schemas: {
      Order: {
        allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { Lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } } }, required: ['Lines'] }],
        unevaluatedProperties: false,
      },
      Base: { type: 'object', properties: { Id: { type: 'string' }, Note: { type: 'string' } }, required: ['Id'] },
      Line: { type: 'object', properties: { Sku: { $ref: '#/components/schemas/Sku' }, Qty: { type: 'integer', minimum: 1 } } },
      Sku: { type: 'string', maxLength: 3 },
      Price: { type: 'number', 'x-decimal': { precision: 8, scale: 2 } },
      Priced: {
        type: 'object',
        properties: { Price: { type: 'number', 'x-decimal': { precision: 8, scale: 2 } }, Nested: { type: 'object', properties: { Price: { $ref: '#/components/schemas/Price' } } } },
      },
      Node: { type: 'object', properties: { Child: { $ref: '#/components/schemas/Node' } } },
      Payment: { oneOf: [{ $ref: '#/components/schemas/Price' }, { type: 'object', properties: { Card: { type: 'string' } } }] },
    },
  },
};
const order = { Id: 'O-1', Lines: [{ Sku: 'A', Qty: 1 }, { Sku: 'B' }], Extra: true };

describe('walkSchema', () => {
  it('visits every place of the value with the schema that governs it, $refs, allOf and items followed', () => {
    expect([...walkSchema(document, '/components/schemas/Order', order)].map((p) => [p.dataPath, p.schemaPointer, p.present])).toEqual([
      ['', '/components/schemas/Order', true],
      ['/Id', '/components/schemas/Base/properties/Id', true],
      ['/Lines', '/components/schemas/Order/allOf/1/properties/Lines', true],
      ['/Lines/0', '/components/schemas/Line', true],
      ['/Lines/0/Sku', '/components/schemas/Sku', true],
      ['/Lines/0/Qty', '/components/schemas/Line/properties/Qty', true],
      ['/Lines/1', '/components/schemas/Line', true],
      ['/Lines/1/Sku', '/components/schemas/Sku', true],
    ]);
  });

  it('tells an object\'s named properties, required names, owner and whether it is closed', () => {
    const [root] = walkSchema(document, '/components/schemas/Order', order);
    expect(root.properties.map((p) => p.name)).toEqual(['Id', 'Note', 'Lines']);
    expect(root.required).toEqual([
      { name: 'Id', pointer: '/components/schemas/Base/required' },
      { name: 'Lines', pointer: '/components/schemas/Order/allOf/1/required' },
    ]);
    expect(root.propertiesOwner).toBe('/components/schemas/Base');
    expect(root.closed).toBe(true);
  });

  it('visits only the first item, and absent properties without descending, when asked', () => {
    const places = [...walkSchema(document, '/components/schemas/Order', order, { items: 'first', absent: true })];
    expect(places.map((p) => [p.dataPath, p.present])).toEqual([
      ['', true],
      ['/Id', true],
      ['/Note', false],
      ['/Lines', true],
      ['/Lines/0', true],
      ['/Lines/0/Sku', true],
      ['/Lines/0/Qty', true],
    ]);
  });

  it('ends on a value as deep as a self-referencing schema allows, without looping', () => {
    let deep = {};
    for (let i = 0; i < 200; i += 1) deep = { Child: deep };
    const places = [...walkSchema(document, '/components/schemas/Node', deep)];
    expect(places.length).toBe(65);
  });
});

describe('schemaShape', () => {
  it('gives a pointer\'s schema, $ref followed, its properties (allOf parts included) each with its own shape', () => {
    const line = schemaShape(document, '/components/schemas/Order/allOf/1/properties/Lines/items');
    expect(line.schemaPointer).toBe('/components/schemas/Line');
    expect(line.children.map((c) => [c.name, c.pointer])).toEqual([
      ['Sku', '/components/schemas/Line/properties/Sku'],
      ['Qty', '/components/schemas/Line/properties/Qty'],
    ]);
    expect(line.children[0].shape()).toMatchObject({ schemaPointer: '/components/schemas/Sku', schema: { maxLength: 3 } });
    const ordered = schemaShape(document, '/components/schemas/Order');
    expect(ordered.children.map((c) => c.name)).toEqual(['Id', 'Note', 'Lines']);
    expect(ordered.required.map((r) => r.name)).toEqual(['Id', 'Lines']);
    expect(ordered.closed).toBe(true);
    // Worked out once: the walk, coverage and drift share the same shape.
    expect(schemaShape(document, '/components/schemas/Order')).toBe(ordered);
    expect(schemaShape(document, '/components/schemas/Node').children[0].shape()).toBe(schemaShape(document, '/components/schemas/Node'));
  });

  it('names a property whose name needs escaping by its pointer segment', () => {
    const odd = { components: { schemas: { Odd: { type: 'object', properties: { 'a/b~c': { type: 'string' } } } } } };
    const [child] = schemaShape(odd, '/components/schemas/Odd').children;
    expect(child).toMatchObject({ name: 'a/b~c', segment: 'a~1b~0c', pointer: '/components/schemas/Odd/properties/a~1b~0c' });
    expect([...walkSchema(odd, '/components/schemas/Odd', { 'a/b~c': 'x' })].map((p) => p.dataPath)).toEqual(['', '/a~1b~0c']);
  });
});

describe('schemaOutline', () => {
  it('yields every schema a value can meet, once each, with items and oneOf/anyOf branches, without a value', () => {
    expect([...schemaOutline(document, '/components/schemas/Order')].map((p) => [p.dataPath, p.schemaPointer])).toEqual([
      ['', '/components/schemas/Order'],
      ['/Id', '/components/schemas/Base/properties/Id'],
      ['/Note', '/components/schemas/Base/properties/Note'],
      ['/Lines', '/components/schemas/Order/allOf/1/properties/Lines'],
      ['/Lines/*', '/components/schemas/Line'],
      ['/Lines/*/Sku', '/components/schemas/Sku'],
      ['/Lines/*/Qty', '/components/schemas/Line/properties/Qty'],
    ]);
    const payment = [...schemaOutline(document, '/components/schemas/Payment')];
    expect(payment[0].branches.map((b) => b.pointer)).toEqual(['/components/schemas/Payment/oneOf/0', '/components/schemas/Payment/oneOf/1']);
    expect(payment.map((p) => p.schemaPointer)).toEqual([
      '/components/schemas/Payment',
      '/components/schemas/Price',
      '/components/schemas/Payment/oneOf/1',
      '/components/schemas/Payment/oneOf/1/properties/Card',
    ]);
  });

  it('ends on a self-referencing schema', () => {
    expect([...schemaOutline(document, '/components/schemas/Node')].map((p) => p.schemaPointer)).toEqual(['/components/schemas/Node']);
  });
});

describe('the validator\'s pointers', () => {
  it('names the failing keyword where the document writes it, through $ref and allOf', () => {
    const { problems } = createSchemaValidator(document).validate('/components/schemas/Order', { Id: 'O-1', Lines: [{ Sku: 'ABCD', Qty: 0 }] });
    expect(problems.map((p) => [p.instancePath, p.keyword, p.schemaPointer])).toEqual([
      ['/Lines/0/Sku', 'maxLength', '/components/schemas/Sku/maxLength'],
      ['/Lines/0/Qty', 'minimum', '/components/schemas/Line/properties/Qty/minimum'],
    ]);
    const decimal = createSchemaValidator(document).validate('/components/schemas/Priced', { Price: 12.345, Nested: { Price: 1.234 } });
    expect(decimal.problems.map((p) => [p.instancePath, p.keyword, p.schemaPointer])).toEqual([
      ['/Price', 'x-decimal', '/components/schemas/Priced/properties/Price/x-decimal'],
      ['/Nested/Price', 'x-decimal', '/components/schemas/Price/x-decimal'],
    ]);
  });
});

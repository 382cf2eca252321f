import { describe, expect, it } from 'vitest';
import { asAnsweredFrom, listOperations, loadBundle, membersNotFrom } from '../src/index.js';

const document = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Status: {
        allOf: [
          { type: 'object', properties: { ShipmentId: { type: 'string' } } },
          { type: 'object', properties: { Containers: { type: 'array', 'x-only-from': ['{base_url}:83'], items: { $ref: '#/components/schemas/Box' } } } },
        ],
      },
      Box: { type: 'object', properties: { Seal: { type: 'string', 'x-only-from': ['{base_url}:83'] } } },
    },
  },
};
const pointer = '/components/schemas/Status';

describe('membersNotFrom', () => {
  it('names the members an origin the mark does not list answers with, through allOf, $ref and items', () => {
    const value = { ShipmentId: 'S1', Containers: [{ Seal: 'A' }] };
    expect(membersNotFrom(document, pointer, value, '{eu_base_url}:86')).toEqual([
      { dataPath: '/Containers', schemaPointer: '/components/schemas/Status/allOf/1/properties/Containers', onlyFrom: ['{base_url}:83'] },
      { dataPath: '/Containers/0/Seal', schemaPointer: '/components/schemas/Box/properties/Seal', onlyFrom: ['{base_url}:83'] },
    ]);
  });

  it('names none for a listed origin, or when the member is absent', () => {
    expect(membersNotFrom(document, pointer, { Containers: [] }, '{base_url}:83')).toEqual([]);
    expect(membersNotFrom(document, pointer, { ShipmentId: 'S1' }, '{eu_base_url}:86')).toEqual([]);
  });
});

describe('asAnsweredFrom', () => {
  it('leaves out what the origin does not answer with, and changes nothing of the value given', () => {
    const value = { ShipmentId: 'S1', Containers: [{ Seal: 'A' }] };
    expect(asAnsweredFrom(document, pointer, value, '{eu_base_url}:86')).toEqual({ ShipmentId: 'S1' });
    expect(asAnsweredFrom(document, pointer, value, '{base_url}:83')).toBe(value);
    expect(value.Containers).toHaveLength(1);
  });

  it('on the bundle: endpoint 4 answers Containers from {base_url}:83 only, and its examples keep to it', () => {
    const bundle = loadBundle();
    const operation = listOperations(bundle).find((candidate) => candidate.endpoint === 4);
    const ok = operation.response(200);
    const [main, europe] = operation.servers.map((server) => server.url);
    const byName = Object.fromEntries(ok.examples.map((example) => [example.name, example.value]));
    expect(membersNotFrom(bundle, ok.schemaPointer, byName.MainHost, main)).toEqual([]);
    expect(membersNotFrom(bundle, ok.schemaPointer, byName.MainHost, europe).map((member) => member.dataPath)).toEqual(['/Containers']);
    expect(membersNotFrom(bundle, ok.schemaPointer, byName.EuropeanHost, europe)).toEqual([]);
  });
});

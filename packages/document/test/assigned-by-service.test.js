import { describe, expect, it } from 'vitest';
import { assignedByService } from '../src/assigned-by-service.js';
import { listOperations, loadBundle } from '../src/index.js';

const document = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Order: {
        allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { Tracking: { type: 'array', items: { $ref: '#/components/schemas/Parcel' } } } }],
      },
      Base: { type: 'object', properties: { PackageId: { type: 'string' }, SvcPackageId: { type: 'string', 'x-assigned-by-service': true } } },
      Parcel: { type: 'object', properties: { TrackingNumber: { type: 'string', 'x-assigned-by-service': true } } },
    },
  },
};

describe('assignedByService', () => {
  it('finds the marked members of a value through $ref, allOf and array items; absent ones are not listed', () => {
    const value = { PackageId: 'P-1', SvcPackageId: 'SP1', Tracking: [{ TrackingNumber: 'T1' }, { TrackingNumber: 'T2' }] };
    expect(assignedByService(document, '/components/schemas/Order', value)).toEqual([
      { dataPath: '/SvcPackageId', schemaPointer: '/components/schemas/Base/properties/SvcPackageId', value: 'SP1' },
      { dataPath: '/Tracking/0/TrackingNumber', schemaPointer: '/components/schemas/Parcel/properties/TrackingNumber', value: 'T1' },
      { dataPath: '/Tracking/1/TrackingNumber', schemaPointer: '/components/schemas/Parcel/properties/TrackingNumber', value: 'T2' },
    ]);
    expect(assignedByService(document, '/components/schemas/Order', { PackageId: 'P-1' })).toEqual([]);
  });

  it('on the bundle: each status read that a creation links to has members the service assigns, none of them carried by the creation\'s request', () => {
    const bundle = loadBundle();
    const operations = listOperations(bundle);
    const linked = new Set(operations.filter((operation) => operation.effect === 'create').flatMap((operation) => operation.links.map((link) => link.operationId)));
    expect(linked.size).toBeGreaterThan(0);
    for (const operation of operations.filter((candidate) => linked.has(candidate.operationId))) {
      const ok = operation.response(200);
      const members = assignedByService(bundle, /** @type {string} */ (ok?.schemaPointer), ok?.examples[0]?.value);
      expect(members.length, operation.operationId).toBeGreaterThan(0);
      for (const creation of operations.filter((candidate) => candidate.links.some((link) => link.operationId === operation.operationId))) {
        const sent = JSON.stringify(creation.requestBody?.example ?? {});
        for (const member of members) expect(sent, `${creation.operationId} carries ${member.dataPath}`).not.toContain(`"${member.dataPath.split('/').at(-1)}"`);
      }
    }
  });
});

// The reference's code samples come from the document: an operation added to a copy gets its samples,
// they carry the document's example values, and they land on the reference's copy, never the contract.
import { describe, expect, it } from 'vitest';
import { exampleRequest, listOperations, loadBundle, resolvePointer } from '@fulfillment-api/document';
import { codeSamples } from '../src/code-samples.js';
import { referenceDocument } from '../src/reference-document.js';

function documentWithWarehouses() {
  const copy = structuredClone(loadBundle());
  copy.paths['/v1/warehouses/{warehouseId}'] = {
    servers: [{ url: '{eu_base_url}:86', variables: { eu_base_url: { default: 'https://eu.api.fulfillment.example' } } }],
    post: {
      operationId: 'updateWarehouse',
      'x-endpoint': 19,
      parameters: [{ name: 'warehouseId', in: 'path', required: true, schema: { type: 'string' }, example: 'USLAX01' }],
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { Name: { type: 'string' } } }, example: { Name: "O'Hare" } } } },
      responses: { 204: { description: 'Updated.' } },
    },
  };
  return copy;
}

describe('codeSamples', () => {
  it('gives every operation a TypeScript call of its named method and a curl line', () => {
    const document = loadBundle();
    const samples = codeSamples(document);
    expect(samples.map((s) => s.operationId)).toEqual(listOperations(document).map((o) => o.operationId));
    for (const sample of samples) {
      expect(sample.typescript).toContain(`await client.${sample.operationId}(`);
      expect(sample.curl).toMatch(/^curl /);
    }
    const tracking = samples.find((s) => s.operationId === 'getTrackings');
    const operation = listOperations(document).find((o) => o.operationId === 'getTrackings');
    const body = exampleRequest(/** @type {any} */ (operation)).body;
    expect(body).toMatchObject({ TrackingNumbers: expect.any(Array) });
    expect(tracking?.curl).toBe(
      `curl -X POST 'https://api.fulfillment.example:83/v1/trackings' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`,
    );
  });

  it('an operation added to the document gets its samples, with its example values and quoting', () => {
    const sample = codeSamples(documentWithWarehouses()).find((s) => s.operationId === 'updateWarehouse');
    expect(sample?.typescript).toContain("const { status } = await client.updateWarehouse({\n  warehouseId: 'USLAX01',\n  Name: 'O\\'Hare',\n});");
    expect(sample?.curl).toBe(`curl -X POST 'https://eu.api.fulfillment.example:86/v1/warehouses/USLAX01' -H 'Content-Type: application/json' -d '{"Name":"O'\\''Hare"}'`);
    expect(codeSamples(loadBundle()).some((s) => s.operationId === 'updateWarehouse')).toBe(false);
  });

  it('go on the reference’s copy as x-codeSamples, never into the contract', () => {
    const document = loadBundle();
    const copy = referenceDocument(document);
    for (const { pointer, operationId } of listOperations(copy)) {
      expect(resolvePointer(copy, pointer)['x-codeSamples']?.map((/** @type {{ label: string }} */ s) => s.label), operationId).toEqual(['TypeScript', 'curl']);
    }
    expect(JSON.stringify(document)).not.toContain('x-codeSamples');
  });
});

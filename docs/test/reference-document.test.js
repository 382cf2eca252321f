import { describe, expect, it } from 'vitest';
import { referenceDocument, withValuesSeen } from '../src/reference-document.js';

const document = {
  openapi: '3.1.1',
  info: { title: 'T', version: '1.0.0', description: 'About.' },
  servers: [
    { url: '{base_url}:83', variables: { base_url: { default: 'https://api.example' } } },
    { url: '{eu_base_url}:86', variables: { eu_base_url: { default: 'https://eu.api.example' } } },
  ],
  'x-not-shown': [{ subject: 'authentication', says: 'Authentication: not shown.' }],
  paths: {
    '/v1/a': {
      servers: [
        { url: '{base_url}:83', variables: { base_url: { default: 'https://api.example' } } },
        { url: '{eu_base_url}:86', variables: { eu_base_url: { default: 'https://eu.api.example' } } },
      ],
      get: {
        operationId: 'getA',
        'x-endpoint': 1,
        deprecated: true,
        description: 'Reads A.',
        'x-not-shown': [{ subject: 'status-codes', says: 'Status codes: not shown.' }],
        responses: { 200: { description: 'OK' } },
      },
    },
  },
  components: {
    schemas: {
      Status: { type: 'string', description: 'State.\nValues seen: Old.', 'x-extensible-enum': ['Open', 'Closed'] },
      Kind: { type: 'string', 'x-extensible-enum': ['One'] },
      Detail: { type: 'object', properties: { Containers: { type: 'array', description: 'Only in the main variant.', 'x-only-from': ['{base_url}:83'] }, Legacy: false } },
    },
  },
};

describe('referenceDocument', () => {
  const copy = referenceDocument(document);

  it('turns the extensions into description text and removes them from the copy', () => {
    expect(JSON.stringify(copy)).not.toMatch(/x-not-shown|x-extensible-enum|x-only-from/);
    expect(copy.components.schemas.Detail.properties.Containers.description).toBe(
      'Only in the main variant.\n\n**Answered only from:** `{base_url}:83` (`https://api.example:83`). An answer from another origin of the operation does not carry it.',
    );
    expect(copy.info.description).toBe('About.\n\n**Not shown in the description:**\n\n- **authentication**: Authentication: not shown.');
    expect(copy.paths['/v1/a'].get.description).toContain('- **status-codes**: Status codes: not shown.');
  });

  it('shows a member whose schema is false as absent, not as a member of any value', () => {
    expect(copy.components.schemas.Detail.properties.Legacy).toEqual({
      not: {},
      type: [],
      'x-badges': [{ name: 'never present', position: 'after' }],
      description: expect.stringMatching(/^\*\*Absent:\*\* /),
    });
    expect(document.components.schemas.Detail.properties.Legacy).toBe(false);
  });

  it('writes the values seen from the extension, replacing a line the author wrote', () => {
    expect(copy.components.schemas.Status.description).toBe(
      'State.\nValues seen: `Open`, `Closed`. The list is not closed: the service may return other values.',
    );
    expect(copy.components.schemas.Kind.description).toBe('Value seen: `One`. The list is not closed: the service may return other values.');
    expect(withValuesSeen('', [])).toMatch(/^Values seen: \./);
  });

  it("starts each operation's description with its origins", () => {
    expect(copy.paths['/v1/a'].get.description).toMatch(
      /^\*\*Served on:\*\* `\{base_url\}:83` \(with the default host: `https:\/\/api\.example:83`\) and `\{eu_base_url\}:86` \(with the default host: `https:\/\/eu\.api\.example:86`\)\.\n\nReads A\./,
    );
  });

  it('keeps every `deprecated` mark, which Redoc shows as a label (reference-deprecated.browser.test.js)', () => {
    expect(copy.paths['/v1/a'].get.deprecated).toBe(true);
  });

  it('leaves the document as it was', () => {
    expect(document['x-not-shown']).toHaveLength(1);
    expect(document.components.schemas.Status.description).toBe('State.\nValues seen: Old.');
  });
});

describe('the journeys of each operation', () => {
  const workflow = (/** @type {string} */ workflowId, /** @type {string[]} */ operationIds) => ({
    workflowId,
    summary: `Journey ${workflowId}`,
    description: '',
    file: `${workflowId}.arazzo.yaml`,
    sourceDescription: 'api',
    sourceUrl: 'openapi.yaml',
    inputs: [],
    steps: operationIds.map((operationId, index) => ({ stepId: `s${index}`, operationId, description: undefined, parameters: [], requestBody: undefined, successCriteria: [], outputs: {}, notShown: [], pointer: '' })),
    outputs: {},
    pointer: '/workflows/0',
  });

  it("adds to an operation's description a link to each journey that uses it, once each", () => {
    const copy = referenceDocument(document, [workflow('read-a', ['getA', 'getA']), workflow('other', ['getB'])]);
    expect(copy.paths['/v1/a'].get.description).toContain('Reads A.\n\n**Used in the journeys:** [Journey read-a](guides/journeys/read-a.html).\n\n');
  });

  it('adds nothing to an operation no journey uses', () => {
    expect(referenceDocument(document, []).paths['/v1/a'].get.description).not.toMatch(/journeys/);
  });
});

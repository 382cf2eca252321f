import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOriginsPage } from '../src/origins-page.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/gaps.openapi.json', import.meta.url), 'utf8'));
const page = renderOriginsPage(fixture);

function section(heading) {
  const start = page.indexOf(`\n## ${heading}\n`);
  expect(start, `section "${heading}"`).toBeGreaterThan(-1);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end === -1 ? undefined : end).split('\n');
}

describe('renderOriginsPage', () => {
  /** @type {[string, { given: string, want: string[] }][]} */
  const cases = [
    [
      'operations by x-endpoint, with effect and effective servers (operation, else path item)',
      {
        given: '2 operations',
        want: [
          '| endpoint | method | path | operationId | effect | servers |',
          '| 1 | GET | `/v1/parcels/{parcelId}` | `getParcel` | read | `{eu_base_url}`, `{eu_base_url}:87` |',
          '| 2 | POST | `/v1/parcels` | `createParcel` | create | `{base_url}:81` |',
        ],
      },
    ],
    [
      'distinct origins: root servers in order, then others; defaults filled in; endpoints',
      {
        given: '4 origins',
        want: [
          '| origin | with the defaults | description | endpoints |',
          '| `{base_url}:81` | `https://api.example:81` | Main host, port 81. | 2 |',
          '| `{eu_base_url}` | `https://eu.example` | European host, no port. | 1 |',
          '| `{base_url}:99` | `https://api.example:99` | Used by no operation. | none |',
          '| `{eu_base_url}:87` | `https://eu.example:87` | European host, port 87. | 1 |',
        ],
      },
    ],
    [
      'server variables, once each',
      {
        given: 'Server variables',
        want: [
          '| variable | default | description |',
          '| `base_url` | `https://api.example` | Main host. |',
          '| `eu_base_url` | `https://eu.example` | European host. |',
        ],
      },
    ],
  ];

  it.each(cases)('%s', (_name, { given, want }) => {
    const rows = section(given).filter((line) => line.startsWith('|') && !line.startsWith('| ---'));
    expect(rows).toEqual(want);
  });

  it('falls back to the root servers, and shows a variable twice when servers disagree on its default', () => {
    const document = {
      info: { title: 'T', version: '1' },
      servers: [{ url: '{h}:81', variables: { h: { default: 'https://a.example' } } }],
      paths: {
        '/a': { get: { operationId: 'a', 'x-endpoint': 1 } },
        '/b': { servers: [{ url: '{h}:82', variables: { h: { default: 'https://b.example' } } }], get: { operationId: 'b', 'x-endpoint': 2 } },
      },
    };
    const rendered = renderOriginsPage(document);
    expect(rendered).toContain('| 1 | GET | `/a` | `a` |  | `{h}:81` |');
    expect(rendered).toContain('| `h` | `https://a.example` |  |\n| `h` | `https://b.example` |  |');
  });

  it('is deterministic', () => {
    expect(renderOriginsPage(structuredClone(fixture))).toBe(page);
    expect(page.endsWith('|\n')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { renderValuesSeenPage } from '../src/values-seen-page.js';

const document = {
  openapi: '3.1.1',
  info: { title: 'T', version: '2.0.0' },
  paths: {},
  components: {
    schemas: {
      Status: { type: 'string', 'x-extensible-enum': ['Open', 'Closed'] },
      Order: { type: 'object', properties: { Kind: { type: 'string', 'x-extensible-enum': ['A|B'] } } },
      Plain: { type: 'string', enum: ['X'] },
    },
  },
};

describe('renderValuesSeenPage', () => {
  it('lists every x-extensible-enum with its values, by schema name, and nothing else', () => {
    const page = renderValuesSeenPage(document);
    expect(page).toContain('## 2 fields with values seen');
    expect(page).toContain('| `Order.Kind` | `A\\|B` |');
    expect(page).toContain('| `Status` | `Open`, `Closed` |');
    expect(page).not.toContain('`X`');
    expect(page).toContain('Document: T 2.0.0.');
  });

  it('says so when the document has none', () => {
    expect(renderValuesSeenPage({ info: {}, paths: {} })).toContain('## 0 fields with values seen\n\nNone.');
  });
});

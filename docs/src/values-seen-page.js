// @ts-check
/**
 * The page of values seen: every `x-extensible-enum` of the document (a state field's values seen,
 * not a closed list), with what each tool does with the keyword.
 */
import { escapePointer, findExtensions } from '@fulfillment-api/document';
import { code, compareText, markdownTable, text } from './markdown-table.js';
import { schemaName } from './not-shown-page.js';
import { generatedPageHeader } from './page-header.js';

export const VALUES_SEEN_PAGE = 'guides/values-seen.md';

/**
 * Renders `guides/values-seen.md` from a bundled OpenAPI document. Pure and deterministic.
 *
 * @param {Record<string, any>} document
 * @returns {string}
 */
export function renderValuesSeenPage(document) {
  const rows = findExtensions(document, 'x-extensible-enum')
    .map(({ ownerPath, value }) => ({ where: placeName(ownerPath.map(String)), values: Array.isArray(value) ? value : [] }))
    .sort((a, b) => compareText(a.where, b.where));
  const sections = [
    ...generatedPageHeader(document, 'Values seen'),
    '',
    'The description lists, for state fields (`Status`, `HandleStatus`, `CreateStatus`, …), only the',
    'values it has seen, and says the rest is not shown. The live service may return a value that is',
    'not in the list, and that is not a contract failure.',
    '',
    'So a state field is a `type: string` schema that lists its values seen in `x-extensible-enum`, not',
    'in `enum`: `enum` would make every new value a validation failure (in the contract tests against',
    'sandbox and production, in the mock, in any client that validates). A field with no value seen is',
    'a plain `type: string`; its other bounds (`maxLength`, `pattern`) stay in force.',
    '',
    `## ${rows.length} fields with values seen`,
    '',
    rows.length === 0
      ? 'None.'
      : markdownTable(['schema', 'values seen'], rows.map((row) => [code(row.where), row.values.map((value) => code(value)).join(', ') || text('none')])),
    '',
    '## What each tool does with them',
    '',
    markdownTable(
      ['where', 'what it does'],
      [
        ['contract tests (Ajv, JSON Schema 2020-12)', '`x-extensible-enum` is an annotation keyword: any string passes, a non-string fails'],
        ['mock (Prism)', 'ignores the keyword: a request with a new value is not refused'],
        ['types (`@fulfillment-api/types`)', 'an open union, e.g. `"Submitted" \\| "Delete" \\| (string & {})`: editors offer the values seen, any string still compiles'],
        ['reference (`pnpm run docs`)', 'the field\'s description ends with "Values seen: …"'],
      ],
    ),
    '',
    '## When the service returns a new value',
    '',
    'Add it to the schema\'s `x-extensible-enum` under `spec/components/schemas/`, then run',
    '`pnpm generate`. Adding a value seen is not a breaking change; removing one is (see',
    '[Versioning](versioning.md)). Code that switches on the values seen needs a default branch.',
  ];
  return `${sections.join('\n')}\n`;
}

/**
 * @param {string[]} path
 * @returns {string}
 */
function placeName(path) {
  if (path[0] === 'components' && path[1] === 'schemas' && path.length >= 3) return schemaName(path[2], path.slice(3));
  return `#/${path.map(escapePointer).join('/')}`;
}

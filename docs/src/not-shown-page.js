// @ts-check
/**
 * The page of every gap the description leaves: each `x-not-shown` entry of the document, grouped
 * by the node it applies to, with the description's own words.
 */
import { code, compareText, markdownTable, text } from './markdown-table.js';
import { generatedPageHeader } from './page-header.js';
import { escapePointer, findExtensions, HTTP_METHODS, listOperations, unescapePointer } from '@fulfillment-api/document';
import { operationLabel } from './operations.js';

export const NOT_SHOWN_PAGE = 'guides/not-shown.md';

/** @param {string} segment */
const isMethod = (segment) => /** @type {readonly string[]} */ (HTTP_METHODS).includes(segment);

/**
 * @typedef {{ subject: string, says: string }} Gap
 * @typedef {'api' | 'operation' | 'parameter' | 'response' | 'schema' | 'elsewhere'} Group
 * @typedef {{ group: Group, name: string, sortKey: string, order: number, columns: string[], gap: Gap }} Row
 */

/**
 * Renders `guides/not-shown.md` from a bundled OpenAPI document. Pure and deterministic.
 *
 * @param {Record<string, any>} document
 * @returns {string}
 */
export function renderNotShownPage(document) {
  const operations = listOperations(document);
  const operationAt = new Map(operations.map((op, index) => [`${op.path}\u0000${op.methodKey}`, { op, index }]));
  const usedBy = componentUsers(operations);

  /** @type {Row[]} */
  const rows = [];
  // Example values are data, not description: a marker written inside one is not a gap.
  for (const { owner, ownerPath, value: gaps } of findExtensions(document, 'x-not-shown', [], { skipExamples: true })) {
    if (!Array.isArray(gaps)) continue;
    const place = describePlace(ownerPath.map(String), owner, operationAt, usedBy);
    gaps.forEach((gap, index) =>
      rows.push({ ...place, gap: { subject: String(gap?.subject ?? ''), says: String(gap?.says ?? '') }, order: place.order + index / 1000 }),
    );
  }
  /** @param {Group} group */
  const inGroup = (group) =>
    rows
      .filter((row) => row.group === group)
      .sort((a, b) => compareText(a.sortKey, b.sortKey) || a.order - b.order);

  const apiRows = rows.filter((row) => row.group === 'api');
  const sections = [
    ...generatedPageHeader(document, 'Not shown'),
    '',
    'Where the description of the service says "not shown", the document says so in `x-not-shown`, on',
    'the node the gap applies to: a `subject` and the description\'s own words. Nothing is invented to',
    'fill a gap. This page lists every entry, grouped by where it applies.',
    '',
    '## Whole API',
    '',
    apiRows.length === 0
      ? 'None.'
      : markdownTable(
          ['subject', 'the description says', 'also marked on'],
          apiRows.map((row) => [code(row.gap.subject), text(row.gap.says), appliesTo(row.gap.subject, rows)]),
        ),
  ];

  /** @type {[Group, string, string[], (row: Row) => string[]][]} */
  const groups = [
    ['operation', 'Operations', ['endpoint', 'operationId', 'method', 'path', 'subject', 'the description says'], (row) => [...row.columns, code(row.gap.subject), text(row.gap.says)]],
    ['parameter', 'Parameters', ['parameter', 'in', 'used by endpoints', 'subject', 'the description says'], (row) => [...row.columns, code(row.gap.subject), text(row.gap.says)]],
    ['response', 'Responses', ['response', 'used by endpoints (status)', 'subject', 'the description says'], (row) => [...row.columns, code(row.gap.subject), text(row.gap.says)]],
    ['schema', 'Schemas', ['schema', 'subject', 'the description says'], (row) => [...row.columns, code(row.gap.subject), text(row.gap.says)]],
    ['elsewhere', 'Elsewhere', ['where (JSON pointer)', 'subject', 'the description says'], (row) => [...row.columns, code(row.gap.subject), text(row.gap.says)]],
  ];
  for (const [group, heading, header, toCells] of groups) {
    const groupRows = inGroup(group);
    if (groupRows.length === 0 && group === 'elsewhere') continue;
    sections.push('', `## ${heading}`, '', groupRows.length === 0 ? 'None.' : markdownTable(header, groupRows.map(toCells)));
  }
  return `${sections.join('\n')}\n`;
}

/**
 * @param {import('@fulfillment-api/document').DocumentOperation[]} operations
 * @returns {{ parameters: Map<string, string[]>, responses: Map<string, string[]> }}
 */
function componentUsers(operations) {
  const parameters = new Map();
  const responses = new Map();
  /**
   * @param {Map<string, string[]>} map
   * @param {string} key
   * @param {string} label
   */
  const add = (map, key, label) => {
    const list = map.get(key) ?? [];
    if (!list.includes(label)) list.push(label);
    map.set(key, list);
  };
  for (const op of operations) {
    for (const parameter of op.parameters) {
      const name = componentName(parameter.pointer, 'parameters');
      if (name) add(parameters, name, operationLabel(op));
    }
    for (const response of op.responses) {
      const name = componentName(response.pointer, 'responses');
      if (name) add(responses, name, `${operationLabel(op)} (${response.key})`);
    }
  }
  return { parameters, responses };
}

/**
 * @param {string} pointer where the model found a parameter or response: the component, when a `$ref`
 * @param {string} kind
 * @returns {string | undefined}
 */
function componentName(pointer, kind) {
  const prefix = `/components/${kind}/`;
  return pointer.startsWith(prefix) ? unescapePointer(pointer.slice(prefix.length)) : undefined;
}

/**
 * @param {string[]} pointer where the marked node is
 * @param {Record<string, any>} node the marked node
 * @param {Map<string, { op: import('@fulfillment-api/document').DocumentOperation, index: number }>} operationAt
 * @param {{ parameters: Map<string, string[]>, responses: Map<string, string[]> }} usedBy
 * @returns {Omit<Row, 'gap'>}
 */
function describePlace(pointer, node, operationAt, usedBy) {
  const [root, second, third, fourth, fifth] = pointer;
  const jsonPointer = `#/${pointer.map(escapePointer).join('/')}`;
  const list = (/** @type {string[] | undefined} */ labels) => (labels && labels.length > 0 ? labels.join(', ') : 'none');

  if (pointer.length === 0) return { group: 'api', name: '', sortKey: '', order: 0, columns: [] };

  if (root === 'paths' && pointer.length >= 3 && isMethod(third)) {
    const at = operationAt.get(`${second}\u0000${third}`);
    if (at && pointer.length === 3) {
      const { op, index } = at;
      return {
        group: 'operation',
        name: operationLabel(op),
        sortKey: String(index).padStart(6, '0'),
        order: 0,
        columns: [text(op.endpoint ?? ''), code(op.operationId ?? ''), op.method, code(op.path)],
      };
    }
    if (at && fourth === 'parameters' && pointer.length === 5) {
      return parameterPlace(node, list([operationLabel(at.op)]));
    }
    if (at && fourth === 'responses' && pointer.length === 5) {
      const name = `${operationLabel(at.op)} (${fifth})`;
      return { group: 'response', name, sortKey: `~${String(at.index).padStart(6, '0')} ${fifth}`, order: 0, columns: ['inline', text(name)] };
    }
  }
  if (root === 'paths' && third === 'parameters' && pointer.length === 4) {
    const labels = [...operationAt.values()].filter(({ op }) => op.path === second).map(({ op }) => operationLabel(op));
    return parameterPlace(node, list(labels));
  }
  if (root === 'components' && second === 'parameters' && pointer.length === 3) {
    return parameterPlace(node, list(usedBy.parameters.get(third)));
  }
  if (root === 'components' && second === 'responses' && pointer.length === 3) {
    return responsePlace(third, list(usedBy.responses.get(third)));
  }
  if (root === 'components' && second === 'schemas' && pointer.length >= 3) {
    const name = schemaName(third, pointer.slice(3));
    return { group: 'schema', name, sortKey: name, order: 0, columns: [code(name)] };
  }
  if (pointer.includes('schema') || pointer.includes('schemas')) {
    return { group: 'schema', name: jsonPointer, sortKey: `~${jsonPointer}`, order: 0, columns: [code(jsonPointer)] };
  }
  return { group: 'elsewhere', name: jsonPointer, sortKey: jsonPointer, order: 0, columns: [code(jsonPointer)] };
}

/**
 * @param {any} parameter
 * @param {string} users
 * @returns {Omit<Row, 'gap'>}
 */
function parameterPlace(parameter, users) {
  const name = String(parameter?.name ?? '');
  const where = String(parameter?.in ?? '');
  return { group: 'parameter', name, sortKey: `${name}\u0000${where}`, order: 0, columns: [code(name), text(where), text(users)] };
}

/**
 * @param {string} name
 * @param {string} users
 * @returns {Omit<Row, 'gap'>}
 */
function responsePlace(name, users) {
  return { group: 'response', name, sortKey: name, order: 0, columns: [code(name), text(users)] };
}

/**
 * `PackageResult.ErrorCode`, `Order.Items[]`, `InboundOrderDetail/allOf/1`.
 *
 * @param {string} schema
 * @param {string[]} rest
 * @returns {string}
 */
export function schemaName(schema, rest) {
  let name = schema;
  for (let index = 0; index < rest.length; index += 1) {
    const segment = rest[index];
    if ((segment === 'properties' || segment === 'patternProperties') && index + 1 < rest.length) {
      name += `.${rest[index + 1]}`;
      index += 1;
    } else if (segment === 'items') {
      name += '[]';
    } else if (segment === 'additionalProperties') {
      name += '{}';
    } else {
      name += `/${segment}`;
    }
  }
  return name;
}

/**
 * Where else a subject of the whole API is marked, e.g. `operations 5, 7; schemas X, Y`.
 *
 * @param {string} subject
 * @param {Row[]} rows
 * @returns {string}
 */
function appliesTo(subject, rows) {
  /** @type {[Group, string, boolean][]} */
  const kinds = [
    ['operation', 'endpoints', false],
    ['parameter', 'parameters', true],
    ['response', 'responses', true],
    ['schema', 'schemas', true],
    ['elsewhere', 'elsewhere', true],
  ];
  const parts = [];
  for (const [group, label, asCode] of kinds) {
    /** @type {string[]} */
    const names = [];
    const matching = rows
      .filter((row) => row.group === group && row.gap.subject === subject)
      .sort((a, b) => compareText(a.sortKey, b.sortKey) || a.order - b.order);
    for (const row of matching) if (!names.includes(row.name)) names.push(row.name);
    if (names.length > 0) parts.push(`${label} ${names.map((name) => (asCode ? code(name) : text(name))).join(', ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : '(whole API only)';
}

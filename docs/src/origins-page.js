// @ts-check
/**
 * The page of origins: every operation with the servers it is called on, and the distinct origins
 * (server URL templates) with their placeholder defaults.
 */
import { code, markdownTable, text } from './markdown-table.js';
import { generatedPageHeader } from './page-header.js';
import { listOperations, serverUrlWithDefaults } from '@fulfillment-api/document';
import { operationLabel } from './operations.js';

export const ORIGINS_PAGE = 'guides/origins.md';

/**
 * @typedef {{ template: string, server: { url: string } & Record<string, any>, endpoints: string[] }} Origin
 */

/**
 * Renders `guides/origins.md` from a bundled OpenAPI document. Pure and deterministic.
 *
 * @param {Record<string, any>} document
 * @returns {string}
 */
export function renderOriginsPage(document) {
  const operations = listOperations(document);
  const origins = distinctOrigins(document, operations);
  const variables = distinctVariables(origins);

  const operationRows = operations.map((op) => [
    text(op.endpoint ?? ''),
    op.method,
    code(op.path),
    code(op.operationId ?? ''),
    text(op.effect ?? ''),
    op.servers.length === 0 ? 'none' : op.servers.map((server) => code(server.url)).join(', '),
  ]);
  const originRows = origins.map((origin) => [
    code(origin.template),
    code(serverUrlWithDefaults(origin.server)),
    text(origin.server.description ?? ''),
    text(origin.endpoints.length > 0 ? origin.endpoints.join(', ') : 'none'),
  ]);
  const variableRows = variables.map(([name, variable]) => [
    code(name),
    code(variable.default ?? ''),
    text(variable.description ?? ''),
  ]);

  const sections = [
    ...generatedPageHeader(document, 'Origins'),
    '',
    'Each operation is called on its own origin: a scheme and host given by a server variable, and a',
    'port, which is part of the address. An operation with two servers is served by both. The HTTP',
    'method does not tell the effect: `read` changes nothing, `create` and `cancel` change state.',
    '',
    `## ${operations.length} operations`,
    '',
    markdownTable(['endpoint', 'method', 'path', 'operationId', 'effect', 'servers'], operationRows),
    '',
    `## ${origins.length} origins`,
    '',
    markdownTable(['origin', 'with the defaults', 'description', 'endpoints'], originRows),
    '',
    '## Server variables',
    '',
    'The mock (`pnpm mock`) expects an origin with its variables at their defaults in `__server`.',
    '',
    variableRows.length === 0 ? 'None.' : markdownTable(['variable', 'default', 'description'], variableRows),
  ];
  return `${sections.join('\n')}\n`;
}

/**
 * The root servers first, in their order, then any other server URL an operation uses, in the
 * order of the operations.
 *
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} operations
 * @returns {Origin[]}
 */
export function distinctOrigins(document, operations) {
  /** @type {Map<string, Origin>} */
  const origins = new Map();
  const remember = (/** @type {Origin['server']} */ server) => {
    const template = String(server?.url ?? '');
    if (!origins.has(template)) origins.set(template, { template, server, endpoints: [] });
    return /** @type {Origin} */ (origins.get(template));
  };
  for (const server of document.servers ?? []) remember(server);
  for (const op of operations) {
    for (const server of op.servers) {
      const origin = remember(server);
      if (!origin.endpoints.includes(operationLabel(op))) origin.endpoints.push(operationLabel(op));
    }
  }
  return [...origins.values()];
}

/**
 * Each variable once; twice if two servers give it different defaults, so that the page shows
 * the inconsistency instead of hiding it.
 *
 * @param {Origin[]} origins
 * @returns {[string, Record<string, any>][]}
 */
function distinctVariables(origins) {
  /** @type {Map<string, [string, Record<string, any>]>} */
  const variables = new Map();
  for (const origin of origins) {
    for (const [name, variable] of Object.entries(origin.server.variables ?? {})) {
      const key = `${name}\u0000${variable?.default}`;
      if (!variables.has(key)) variables.set(key, [name, variable ?? {}]);
    }
  }
  return [...variables.values()];
}

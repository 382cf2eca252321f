// @ts-check
/**
 * How much recorded traffic each breaking change touches, from a `usage.json` that
 * `fulfillment-contract` writes from any source (a run, `check` of recordings, the proxy): a removed
 * request member is weighed by the requests that sent it, a query parameter by the requests that
 * used it, a response by the answers seen with its status, anything else of an operation by its
 * exchanges. The policy does not change: a breaking change fails the same, weighed or not; the weight
 * says how many integrators' calls it would break, and marks the ones no recorded call reaches.
 */
import { readFile } from 'node:fs/promises';
import { listOperations, walkSchema } from '@fulfillment-api/document';

/**
 * @typedef {{ endpoint?: number, exchanges: number, statuses: Record<string, number>, requestMembers: Record<string, number>, queryParameters: Record<string, number> }} OperationUsage
 * @typedef {{ operations: Record<string, OperationUsage> }} Usage
 * @typedef {{ change: import('./change-ledger.js').Change, touched: number, of: number, says: string }} Weight
 */

/** @param {string} path @returns {Promise<Usage>} */
export async function readUsage(path) {
  let usage;
  try {
    usage = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`--usage ${path}: cannot read it as JSON (${/** @type {NodeJS.ErrnoException} */ (error).code ?? /** @type {Error} */ (error).message})`);
  }
  if (!usage || typeof usage.operations !== 'object') throw new Error(`--usage ${path}: not a usage.json written by fulfillment-contract (no "operations")`);
  return usage;
}

/** A value with every recorded member present (`*` as one item), for the schema walk to place them. */
function skeleton(/** @type {string[]} */ pointers) {
  /** @type {any} */
  const root = {};
  for (const pointer of pointers) {
    let node = root;
    const parts = pointer.split('/').slice(1);
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      if (part === '*') return;
      const container = Array.isArray(node) ? (node[0] ??= {}) : node;
      const nextIsItem = parts[index + 1] === '*';
      container[part] ??= last ? null : nextIsItem ? [] : {};
      node = container[part];
    });
  }
  return root;
}

/**
 * Where in the released document each recorded request member is defined: the schema it reaches and
 * the property entry that names it.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the request body's schema
 * @param {Record<string, number>} members
 * @returns {Array<{ pointers: string[], count: number }>}
 */
function placedMembers(document, schemaPointer, members) {
  /** @type {Map<string, Set<string>>} */
  const byMember = new Map();
  const memberOf = (/** @type {string} */ dataPath) => dataPath.replace(/\/0(?=\/|$)/g, '/*');
  for (const place of walkSchema(document, schemaPointer, skeleton(Object.keys(members)))) {
    const own = byMember.get(memberOf(place.dataPath)) ?? new Set();
    own.add(place.schemaPointer);
    byMember.set(memberOf(place.dataPath), own);
    for (const property of place.properties ?? []) {
      const child = `${memberOf(place.dataPath)}/${property.name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      const set = byMember.get(child) ?? new Set();
      set.add(property.pointer);
      byMember.set(child, set);
    }
  }
  return Object.entries(members).map(([member, count]) => ({ pointers: [...(byMember.get(member) ?? [])], count }));
}

/**
 * @param {import('./breaking-change-check.js').BreakingChangeResult} result
 * @param {Usage} usage
 * @param {Record<string, any>} released the released document (where the changes' pointers point)
 * @returns {Weight[]} one per breaking (or unjudged) change that reaches an operation
 */
export function trafficWeights(result, usage, released) {
  const operations = listOperations(released);
  const under = (/** @type {string} */ pointer, /** @type {string | undefined} */ at) => at !== undefined && (pointer === at || pointer.startsWith(`${at}/`));
  /** @type {Weight[]} */
  const weights = [];
  for (const change of result.changes.filter((c) => c.class === 'breaking' || c.class === 'unclassified')) {
    for (const where of change.where) {
      const operation = operations.find((op) => where === `${op.method} ${op.path}` || where.startsWith(`${op.method} ${op.path} `));
      if (!operation) continue;
      const id = String(operation.operationId);
      const own = usage.operations[id] ?? { exchanges: 0, statuses: {}, requestMembers: {}, queryParameters: {} };
      const rest = where.slice(`${operation.method} ${operation.path}`.length).trim();
      const query = /^query parameter (.+)$/.exec(rest)?.[1];
      const status = /^response (\S+)$/.exec(rest)?.[1];
      if (rest === 'request body' && operation.requestBody?.schemaPointer) {
        const touched = Math.max(0, ...placedMembers(released, operation.requestBody.schemaPointer, own.requestMembers).filter((m) => m.pointers.some((p) => under(p, change.released))).map((m) => m.count));
        weights.push({ change, touched, of: own.exchanges, says: `sent in ${touched} of ${own.exchanges} recorded ${id} requests` });
      } else if (query !== undefined) {
        const touched = own.queryParameters[query] ?? 0;
        weights.push({ change, touched, of: own.exchanges, says: `query parameter ${query} used in ${touched} of ${own.exchanges} recorded ${id} requests` });
      } else if (status !== undefined) {
        const touched = Object.entries(own.statuses).filter(([seen]) => seen === status || (/^\dXX$/.test(status) && seen[0] === status[0])).reduce((n, [, count]) => n + count, 0);
        weights.push({ change, touched, of: own.exchanges, says: `answered ${status} in ${touched} of ${own.exchanges} recorded ${id} exchanges` });
      } else {
        weights.push({ change, touched: own.exchanges, of: own.exchanges, says: `${own.exchanges} recorded ${id} exchanges` });
      }
    }
  }
  return weights;
}

/**
 * The weights as the reviewer reads them: each breaking change with the traffic it touches, the
 * untouched ones marked.
 * @param {Weight[]} weights
 * @param {string} source the usage file
 */
export function weightsReport(weights, source) {
  if (weights.length === 0) return `Recorded traffic (${source}): no breaking change reaches an operation.`;
  const lines = [`Recorded traffic (${source}), beside each breaking change:`];
  for (const { change, touched, says } of weights) lines.push(`  ${touched === 0 ? 'untouched' : 'touches  '} ${change.where.join('; ')}: ${change.says} — ${says}`);
  const untouched = weights.filter((w) => w.touched === 0).length;
  lines.push(`${untouched} of ${weights.length} untouched by the recorded traffic (the policy is the same for all).`);
  return lines.join('\n');
}

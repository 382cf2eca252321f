// @ts-check
// The kept cases of one operation as a vitest file a reviewer can read: a table of
// `[name, { given, want, kept }]` (the request as sent: path, query and body; what must hold of its
// answer; why it was kept), run by `expectAnswer`. The table is JSON inside the file, so that
// `fulfillment-contract --cases DIR` reads it back without running vitest. The same cases give the
// same bytes: cases sorted by name, names made of what the case is and a hash of its request, no
// date or timing anywhere. A new run merges into the files already there.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the kept files import `expectAnswer` from. */
const CASES_MODULE = '@fulfillment-api/contract-tests/cases';

/**
 * @typedef {object} KeptCaseBody
 * @property {{ path: Record<string, unknown>, query: Record<string, unknown>, body?: unknown }} given the request
 * @property {{ answer: 'accepted' | 'rejected', brokenRule?: string, readBack?: boolean }} want accepted:
 *   a 2xx (a creation's packages read back through its links when `readBack`); rejected: a 4xx for
 *   the one rule `brokenRule` breaks. Every answer also has a documented status and media type, a
 *   body valid against its schema, and no 5xx.
 * @property {string} kept why it was kept: the failure it found, or what it alone reached
 */

/** @typedef {[string, KeptCaseBody]} KeptCase */

const FILE_SUFFIX = '.test.js';
const TABLE = /^const cases = (\[[\s\S]*?\n\]);$/m;

/** Eight hex digits of the request and the answer wanted: two cases differ in name when they differ. */
export function caseHash(/** @type {Pick<KeptCaseBody, 'given' | 'want'>} */ body) {
  return createHash('sha256').update(JSON.stringify([body.given, body.want])).digest('hex').slice(0, 8);
}

/** A module name as the kept file imports it (written apart, so that the build does not take the text for an import of its own). */
const quoted = (/** @type {string} */ name) => `'${name}'`;

/**
 * @param {string} operationId
 * @param {KeptCase[]} cases
 * @returns {string}
 */
export function caseFileText(operationId, cases) {
  const sorted = [...cases].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `// Kept by fulfillment-contract --keep: cases of ${operationId} that failed (shrunk) or reached a
// place of the document nothing before them in their run reached. Each is the request as sent (given) and
// what must hold of its answer (want): a documented status and media type, a body valid against its
// schema, no 5xx, and accepted (2xx; a creation read back through its links) or rejected (4xx, for
// the one rule named). expectAnswer sends it to FULFILLMENT_TARGET (default: a mock of its own);
// \`fulfillment-contract --cases <this folder>\` runs the same cases against any target.
import { describe, it } from ${quoted('vitest')};
import { expectAnswer } from ${quoted(CASES_MODULE)};

const cases = ${JSON.stringify(sorted, null, 2)};

describe('${operationId}: kept cases', () => {
  it.for(cases)('%s', ([, kept], context) => expectAnswer('${operationId}', kept, context));
});
`;
}

/**
 * The cases of a kept file.
 * @param {string} text
 * @param {string} where the file, for the error
 * @returns {KeptCase[]}
 */
export function readCaseFile(text, where) {
  const table = TABLE.exec(text)?.[1];
  if (table === undefined) throw new Error(`${where}: not a file of kept cases (no "const cases = [" table)`);
  let cases;
  try {
    cases = JSON.parse(table);
  } catch (error) {
    throw new Error(`${where}: its cases table is not JSON (${/** @type {Error} */ (error).message})`);
  }
  const wrong = Array.isArray(cases) ? cases.findIndex((c) => !Array.isArray(c) || typeof c[0] !== 'string' || typeof c[1]?.given !== 'object' || !['accepted', 'rejected'].includes(c[1]?.want?.answer)) : 0;
  if (wrong >= 0) throw new Error(`${where}: case ${wrong} is not [name, { given, want: { answer: accepted | rejected } }]`);
  return cases;
}

/**
 * Every kept file of a folder, by operation (the file's name).
 * @param {string} dir
 * @returns {Map<string, KeptCase[]>}
 */
export function readCaseFolder(dir) {
  /** @type {Map<string, KeptCase[]>} */
  const byOperation = new Map();
  if (!existsSync(dir)) return byOperation;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(FILE_SUFFIX)).sort()) {
    const path = join(dir, name);
    byOperation.set(name.slice(0, -FILE_SUFFIX.length), readCaseFile(readFileSync(path, 'utf8'), path));
  }
  return byOperation;
}

/**
 * Writes the new cases of each operation into its file, merged with the cases already there (a case
 * of the same name is the same case). Files whose cases did not change are left as they are.
 * @param {string} dir
 * @param {Map<string, KeptCase[]>} added by operation
 * @returns {{ written: string[], added: number }}
 */
export function writeCaseFolder(dir, added) {
  mkdirSync(dir, { recursive: true });
  const existing = readCaseFolder(dir);
  /** @type {string[]} */
  const written = [];
  let count = 0;
  for (const [operationId, cases] of [...added].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const merged = new Map((existing.get(operationId) ?? []).map((c) => [c[0], c]));
    const before = merged.size;
    for (const kept of cases) if (!merged.has(kept[0])) merged.set(kept[0], kept);
    if (merged.size === before && existing.has(operationId)) continue;
    count += merged.size - before;
    const file = join(dir, `${operationId}${FILE_SUFFIX}`);
    writeFileSync(file, caseFileText(operationId, [...merged.values()]));
    written.push(file);
  }
  return { written, added: count };
}

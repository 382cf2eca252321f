// @ts-check
/**
 * The breaking-change check: Optic's breaking-change rules (`optic diff --check`) on the last
 * released document and the current one. Optic skips its checks when `info.version` takes a new
 * major version, which is how the policy allows a breaking change: only with a new major.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const opticPackagePath = require.resolve('@useoptic/optic/package.json');
const OPTIC_BIN = join(dirname(opticPackagePath), require(opticPackagePath).bin);

/**
 * @typedef {object} BreakingChangeResult
 * @property {boolean} passed
 * @property {string} releasedVersion
 * @property {string} currentVersion
 * @property {string} report Optic's report, as it printed it
 */

/**
 * @param {{ released: Record<string, any>, current: Record<string, any> }} documents
 * @returns {Promise<BreakingChangeResult>}
 */
export async function checkBreakingChanges({ released, current }) {
  const work = await mkdtemp(join(tmpdir(), 'fulfillment-breaking-change-'));
  try {
    const releasedPath = join(work, 'released.json');
    const currentPath = join(work, 'current.json');
    await writeFile(releasedPath, JSON.stringify(forOptic(released)));
    await writeFile(currentPath, JSON.stringify(forOptic(current)));
    const { code, output } = await runOptic(['diff', releasedPath, currentPath, '--check'], work);
    if (code !== 0 && code !== 1) throw new Error(`optic diff ended with exit code ${code}:\n${output}`);
    if (/invalid openapi/i.test(output)) throw new Error(`optic could not read a document:\n${output}`);
    return { passed: code === 0, releasedVersion: String(released.info?.version), currentVersion: String(current.info?.version), report: output };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A copy Optic 1.0.9 accepts: its OpenAPI 3.1 schema does not know `jsonSchemaDialect` and
 * rejects the document with "must NOT have additional properties". The dialect does not change
 * what is compatible.
 *
 * @param {Record<string, any>} document
 * @returns {Record<string, any>}
 */
export function forOptic(document) {
  const copy = structuredClone(document);
  delete copy.jsonSchemaDialect;
  return copy;
}

/**
 * @param {string} path
 * @returns {Promise<Record<string, any>>}
 */
export async function readDocument(path) {
  let source;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path} (${/** @type {NodeJS.ErrnoException} */ (error).code})`, { cause: error });
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
}

/**
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runOptic(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [OPTIC_BIN, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No usage data or error reports sent: the check runs offline.
      env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => reject(new Error(`could not run Optic (${OPTIC_BIN}): ${error.message}`)));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

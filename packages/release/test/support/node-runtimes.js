// @ts-check
/**
 * The Node.js runtimes the published packages' `engines` name, to run what a user installed on each:
 * the running Node.js for its own major, and for every other major the newest release of it from
 * the npm registry's `node` package (`npm install node@24` gives `node_modules/.bin/node`, v24).
 * Each is installed once into this package's node_modules/.cache, written aside and renamed, so that
 * a run stopped halfway or two runs at once leave no half-installed runtime.
 */
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RUNTIMES = fileURLToPath(new URL('../../node_modules/.cache/node-runtimes/', import.meta.url));

/**
 * The majors an `engines.node` range admits, by its lowest version per alternative
 * (`^20.19.0 || ^22.12.0 || >=24.0.0` → 20, 22, 24).
 * @param {string} range
 * @returns {number[]}
 */
export function enginesMajors(range) {
  return range.split('||').map((alternative) => {
    const major = /^\s*(?:\^|~|>=)?\s*v?(\d+)(?:\.\d+){0,2}\s*$/.exec(alternative);
    if (!major) throw new Error(`engines.node: cannot read the alternative ${JSON.stringify(alternative.trim())} of ${JSON.stringify(range)}`);
    return Number(major[1]);
  });
}

/**
 * The `node` binary of a major: the running one for its own major, else the registry's.
 * @param {number} major
 * @param {number} timeout
 * @returns {Promise<{ node: string, version: string }>}
 */
export async function nodeRuntime(major, timeout) {
  if (Number(process.versions.node.split('.')[0]) === major) return { node: process.execPath, version: process.version };
  const folder = join(RUNTIMES, String(major));
  const node = join(folder, 'node_modules', '.bin', 'node');
  const present = await stat(node).then(() => true, () => false);
  if (!present) {
    const partial = `${folder}.${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    await writeFile(join(partial, 'package.json'), JSON.stringify({ name: `node-${major}-runtime`, private: true }));
    // The `node` package's install script fetches its platform's binary, also from the npm registry.
    await run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node@${major}`], { cwd: partial, timeout });
    await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
  }
  const { stdout } = await run(node, ['--version']);
  return { node, version: stdout.trim() };
}

// @ts-check
/**
 * Specmatic as the independent judge of the mock and of the contract run: its pinned version,
 * installed once per machine, and the copy of a document it accepts. Used by this package's
 * `specmatic-against-mock` script and the contract tests' `specmatic-stub` script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, resolvePointer } from '@fulfillment-api/document';

export const SPECMATIC_VERSION = '2.55.1';

/**
 * The pinned Specmatic's jar, installed beside the system's temporary files on first use (an npm
 * package carrying an 85 MB jar; it needs Java 17). `npx specmatic` loses the exit code: run the jar.
 * @returns {string}
 */
export function specmaticJar() {
  const prefix = join(tmpdir(), `fulfillment-specmatic-${SPECMATIC_VERSION}`);
  const jar = join(prefix, 'node_modules', 'specmatic', 'specmatic.jar');
  if (!existsSync(jar)) {
    mkdirSync(prefix, { recursive: true });
    console.log(`installing specmatic@${SPECMATIC_VERSION} into ${prefix}`);
    execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', prefix, `specmatic@${SPECMATIC_VERSION}`], { stdio: 'inherit' });
  }
  return jar;
}

/**
 * Specmatic refuses a range as a response key (`2XX`): the copy it is given names the range's
 * first code instead, which is what the document's other tools read it as for examples too.
 * @param {Record<string, any>} document
 * @returns {Record<string, any>}
 */
export function withoutStatusRanges(document) {
  const copy = structuredClone(document);
  for (const operation of listOperations(copy)) {
    for (const { key, pointer } of operation.responses) {
      if (!/^[1-5]XX$/.test(key)) continue;
      const mapPointer = pointer.slice(0, pointer.lastIndexOf('/'));
      // A range reached through a $ref would be renamed for every operation sharing it.
      if (mapPointer !== `${operation.pointer}/responses`) throw new Error(`${pointer}: a status range outside its operation's responses cannot be renamed for Specmatic`);
      const map = resolvePointer(copy, mapPointer);
      map[`${key[0]}00`] ??= map[key];
      delete map[key];
    }
  }
  return copy;
}

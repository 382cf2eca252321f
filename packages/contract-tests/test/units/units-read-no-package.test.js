// The units' task is hashed without the document and builds no workspace package, so a suite here
// whose modules reach one (at any depth) passes on a machine where that package happens to be built
// and fails in a fresh clone: this walk of their imports says so at once, with the chain.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import { expect, it } from 'vitest';

const UNITS_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * The workspace packages a module reaches through its relative imports, each with the chain of files.
 * @param {string} file
 * @param {string[]} chain
 * @param {Set<string>} seen
 * @returns {string[]}
 */
function workspaceImports(file, chain, seen) {
  if (seen.has(file)) return [];
  seen.add(file);
  const [imports] = parse(readFileSync(file, 'utf8'), file);
  const found = [];
  for (const { n: specifier } of imports) {
    if (specifier === undefined) continue;
    const here = [...chain, file.split('/packages/')[1] ?? file];
    if (specifier.startsWith('@fulfillment-api/')) found.push(`${[...here, specifier].join(' -> ')}`);
    else if (specifier.startsWith('.')) found.push(...workspaceImports(resolve(dirname(file), specifier), here, seen));
  }
  return found;
}

it('no unit suite reaches a workspace package through its imports', async () => {
  await init;
  const suites = readdirSync(UNITS_DIR).filter((name) => name.endsWith('.test.js'));
  expect(suites.length).toBeGreaterThan(5);
  const seen = new Set();
  expect(suites.flatMap((name) => workspaceImports(join(UNITS_DIR, name), [], seen))).toEqual([]);
});

#!/usr/bin/env node
// @ts-check
/**
 * `pnpm generate`: writes the generated guides from the bundle. Commit the result; a test fails
 * when a committed guide differs from what the bundle gives.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDES, readBundle } from '../src/guides.js';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));

try {
  const document = await readBundle();
  for (const { file, render } of GUIDES) {
    const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, render(document));
    console.log(`docs: wrote ${relative(DOCS_DIR, path)}`);
  }
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

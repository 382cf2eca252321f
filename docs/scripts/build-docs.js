#!/usr/bin/env node
// @ts-check
/**
 * The second step of this package's `build` (`pnpm run docs` at the root): the docs site in `docs/dist/`,
 * complete and offline (`src/site-build.js`).
 */
import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { readBundle } from '@fulfillment-api/document';
import { SITE_DIRECTORY } from '../src/site-server.js';

try {
  // Imported here: the pages read the journeys of spec/workflows/, and a journey that cannot be read
  // is reported as the build's error below, not as a crash.
  const { buildSite } = await import('../src/site-build.js');
  await rm(SITE_DIRECTORY, { recursive: true, force: true });
  const pages = await buildSite(readBundle(), SITE_DIRECTORY);
  console.log(`docs: wrote ${relative(process.cwd(), SITE_DIRECTORY) || '.'}/ (${pages} pages; open index.html)`);
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

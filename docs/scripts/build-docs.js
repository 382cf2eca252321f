#!/usr/bin/env node
// @ts-check
/**
 * `pnpm run docs`: the docs site in `docs/dist/`, complete and offline (`src/site-build.js`).
 */
import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { readBundle } from '@fulfillment-api/document';
import { buildSite } from '../src/site-build.js';
import { SITE_DIRECTORY } from '../src/site-server.js';

try {
  await rm(SITE_DIRECTORY, { recursive: true, force: true });
  const pages = await buildSite(readBundle(), SITE_DIRECTORY);
  console.log(`docs: wrote ${relative(process.cwd(), SITE_DIRECTORY) || '.'}/ (${pages} pages; open index.html)`);
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

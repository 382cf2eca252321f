#!/usr/bin/env node
// @ts-check
/**
 * `pnpm docs`: the Redoc reference of the bundle, `docs/dist/index.html`, built by Redocly CLI's
 * `build-docs`. `--inlineBundle` embeds Redoc's scripts, so the page also works offline and when
 * opened from the file system (without it the page loads Redoc from Redocly's CDN).
 * `showExtensions` makes Redoc show, beside each field and operation, the two extensions readers
 * need: the values seen (`x-extensible-enum`) and the gaps (`x-not-shown`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '../src/guides.js';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = join(DOCS_DIR, 'dist', 'index.html');

if (!existsSync(BUNDLE_PATH)) {
  console.error(
    `docs: the bundle ${BUNDLE_PATH} is missing; build it first: ` +
      'pnpm generate (at the repository root)',
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const redoclyPackagePath = require.resolve('@redocly/cli/package.json');
const REDOCLY_BIN = join(dirname(redoclyPackagePath), require(redoclyPackagePath).bin.redocly);

const result = spawnSync(
  process.execPath,
  [
    REDOCLY_BIN,
    'build-docs',
    BUNDLE_PATH,
    '--output',
    OUTPUT,
    '--inlineBundle',
    '--openapi.showExtensions=x-extensible-enum',
    '--openapi.showExtensions=x-not-shown',
  ],
  {
    cwd: DOCS_DIR,
    stdio: 'inherit',
    // No usage data sent and no update check: builds must not depend on the network.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (result.error) {
  console.error(`docs: could not run Redocly CLI (${REDOCLY_BIN}): ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`docs: redocly build-docs failed (${result.signal ?? `exit code ${result.status}`}); see its output above`);
  process.exit(result.status || 1);
}
console.log(`docs: wrote ${relative(DOCS_DIR, OUTPUT)}`);

#!/usr/bin/env node
// @ts-check
/**
 * `pnpm --filter @fulfillment-api/release check:breaking`: the bundle against the last released
 * document (`released/openapi.json`). Exit code 1 on a breaking change that `info.version` does
 * not allow (the same major version), with Optic's report.
 */
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { checkBreakingChanges, readDocument } from '../src/breaking-change-check.js';

const RELEASED_PATH = fileURLToPath(new URL('../released/openapi.json', import.meta.url));

try {
  const [released, current] = await Promise.all([readDocument(RELEASED_PATH), readDocument(BUNDLE_PATH)]);
  const result = await checkBreakingChanges({ released, current });
  if (result.passed) {
    console.log(`breaking-change check: ${result.currentVersion} is compatible with the released ${result.releasedVersion}`);
  } else {
    console.error(result.report);
    console.error(
      `breaking-change check: the document ${result.currentVersion} breaks the released ${result.releasedVersion} (above). ` +
        'Undo the change, or deprecate first, or take a new major version of info.version with a changeset (docs/guides/versioning.md).',
    );
    process.exit(1);
  }
} catch (error) {
  console.error(`breaking-change check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

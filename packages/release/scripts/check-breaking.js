#!/usr/bin/env node
// @ts-check
/**
 * `pnpm --filter @fulfillment-api/release check:breaking`: the bundle against the last released
 * document (`released/openapi.json`). Exit code 1 on a breaking change that `info.version` does not
 * allow (the same major version) or on a change no rule judges, with the reviewer's report; 2 when a
 * document cannot be read.
 *
 *   --changelog  print the Markdown changelog of every change instead
 *   --changeset  write it as a changeset of the generated packages (`.changeset/contract-<version>.md`)
 *   --current <path>, --released <path>  compare other documents (a bundle of an edited copy of spec/)
 *   --usage <path>  a usage.json of recorded traffic (fulfillment-contract's report directory): each
 *                   breaking change is printed with how much of it it touches; the verdict is the same
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUNDLE_PATH, readBundle } from '@fulfillment-api/document';
import { checkBreakingChanges, readAcceptedChanges } from '../src/breaking-change-check.js';
import { changesetFor, markdownChangelog, reviewerReport } from '../src/change-report.js';
import { readUsage, trafficWeights, weightsReport } from '../src/traffic-weight.js';

const RELEASED_PATH = fileURLToPath(new URL('../released/openapi.json', import.meta.url));
const ACCEPTED_PATH = fileURLToPath(new URL('../released/accepted-breaking-changes.json', import.meta.url));
const CHANGESET_DIR = new URL('../../../.changeset/', import.meta.url);
// The packages generated from the document: they take its version (docs/guides/versioning.md).
const GENERATED_PACKAGES = ['@fulfillment-api/types', '@fulfillment-api/client'];

try {
  const { values } = parseArgs({
    options: { changelog: { type: 'boolean' }, changeset: { type: 'boolean' }, current: { type: 'string' }, released: { type: 'string' }, usage: { type: 'string' } },
  });
  const usage = values.usage === undefined ? undefined : await readUsage(values.usage);
  const [released, current, accepted] = await Promise.all([
    readBundle(values.released ?? RELEASED_PATH),
    readBundle(values.current ?? BUNDLE_PATH),
    // Accepted changes were judged against the recorded release only.
    values.released ? undefined : readAcceptedChanges(ACCEPTED_PATH),
  ]);
  const result = checkBreakingChanges({ released, current, accepted });
  if (values.changelog) {
    process.stdout.write(markdownChangelog(result));
  } else if (values.changeset) {
    const changeset = changesetFor(result, GENERATED_PACKAGES);
    if (!changeset) console.log('breaking-change check: the contract did not change; no changeset written');
    else {
      const file = new URL(`contract-${result.currentVersion}.md`, CHANGESET_DIR);
      await writeFile(file, changeset);
      console.log(`breaking-change check: wrote ${fileURLToPath(file)}`);
    }
  } else {
    // The weights follow the verdict on its own stream: on a failing one (where they matter) a log
    // that keeps stdout and stderr apart would otherwise show them before it, or away from it.
    const print = result.passed ? console.log : console.error;
    print(reviewerReport(result));
    if (usage) print(weightsReport(trafficWeights(result, usage, released), /** @type {string} */ (values.usage)));
  }
  if (!result.passed) process.exitCode = 1;
} catch (error) {
  console.error(`breaking-change check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}

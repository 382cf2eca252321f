#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench`: runs the benchmark sections, prints a table, and (for a full run, or with --out)
 * writes docs/performance-measured.md. Exits 1 only when something it measures is broken, never because a
 * figure is slow.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadBundle } from '@fulfillment-api/document';
import { measureCheck } from '../src/check-section.js';
import { measureClient } from '../src/client-section.js';
import { measureContract } from '../src/contract-section.js';
import { measureDevLoop } from '../src/dev-loop-section.js';
import { describeMachine } from '../src/machine.js';
import { measureMock } from '../src/mock-section.js';
import { otherWorkBetween, snapshotWork } from '../src/other-work.js';
import { measureProxy } from '../src/proxy-section.js';
import { renderMarkdown, renderTerminal } from '../src/report.js';
import { measureValidation } from '../src/validation-section.js';

const USAGE = `Usage: pnpm bench [--only SECTIONS] [--rounds N] [--quick] [--out FILE]

  --only SECTIONS  comma-separated: validation, client, mock, contract, check, proxy, dev-loop
                   (pnpm dev: save to served docs and mock; 10 saves and their undos, minutes); prints only,
                   unless --out is given
  --rounds N       alternated rounds per figure (default 5; validation and mock use at most 3)
  --quick          short runs, to try the harness; figures are rougher
  --out FILE       where to write the page (default docs/performance-measured.md for a full run)`;

/** @type {Record<string, (context: any) => Promise<import('../src/section.js').SectionResult>>} */
const SECTIONS = {
  validation: measureValidation,
  client: measureClient,
  mock: measureMock,
  contract: measureContract,
  check: measureCheck,
  proxy: measureProxy,
  'dev-loop': measureDevLoop,
};

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
if (!existsSync(join(repositoryRoot, 'pnpm-workspace.yaml'))) {
  throw new Error(`bench: ${repositoryRoot} is not the repository root (no pnpm-workspace.yaml).`);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      only: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      quick: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  process.stderr.write(`bench: ${/** @type {Error} */ (error).message}\n\n${USAGE}\n`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
  process.stderr.write(`bench: --rounds must be a whole number from 1 to 50, got ${JSON.stringify(options.rounds)}\n`);
  process.exit(2);
}
const only = options.only?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = only?.filter((name) => !(name in SECTIONS)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`bench: unknown section ${unknown.join(', ')} in --only (known: ${Object.keys(SECTIONS).join(', ')})\n`);
  process.exit(2);
}

const machine = describeMachine();
const context = {
  document: loadBundle(),
  rounds,
  quick: options.quick,
  repositoryRoot,
  log: (/** @type {string} */ line) => process.stderr.write(`[bench] ${line}\n`),
};
/** @type {import('../src/section.js').SectionResult[]} */
const results = [];
const workAtStart = snapshotWork();
for (const [id, measure] of Object.entries(SECTIONS)) {
  if (only && !only.includes(id)) continue;
  const started = performance.now();
  try {
    results.push(await measure(context));
    context.log(`${id}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    results.push({ id, title: id, command: `pnpm bench --only ${id}`, rows: [], notes: [], failure: /** @type {Error} */ (error).message });
  }
}

process.stdout.write(`${renderTerminal(results, machine)}\n`);
const invocation = ['pnpm bench', ...withoutOut(process.argv.slice(2))].join(' ');
const out = options.out ?? (only ? undefined : join(repositoryRoot, 'docs', 'performance-measured.md'));
if (out) {
  const path = resolve(out);
  const workAtEnd = snapshotWork();
  const otherWork = workAtStart && workAtEnd ? otherWorkBetween(workAtStart, workAtEnd) : undefined;
  await writeFile(path, renderMarkdown(results, machine, invocation, loadavg(), otherWork));
  process.stderr.write(`[bench] wrote ${relative(process.cwd(), path) || path}\n`);
}
const broken = results.filter((result) => result.failure);
if (broken.length > 0) {
  process.stderr.write(`[bench] broken: ${broken.map((result) => result.id).join(', ')} (see above)\n`);
  process.exitCode = 1;
}

/**
 * The arguments without `--out FILE` (where the page went is no part of how its figures were made).
 * @param {string[]} args
 */
function withoutOut(args) {
  const kept = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--out') index += 1;
    else if (!args[index]?.startsWith('--out=')) kept.push(/** @type {string} */ (args[index]));
  }
  return kept;
}

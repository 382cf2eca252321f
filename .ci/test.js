#!/usr/bin/env node
// @ts-check
/**
 * `pnpm test`: turbo's lint, test and check:package tasks, passed through as they print, then one
 * closing line of summed totals, `N passed, N failed`. A vitest task counts its tests; a task that
 * runs no vitest (lint, check:package) counts as one check, passed or failed. A task that failed
 * without a failing test (a crash, a file that did not load) counts as one failure, so the line
 * never says 0 failed for a failed run. `--continue`: every task runs to its end even when another
 * failed, so the totals count every test.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));
const turboPackage = require.resolve('turbo/package.json');
const TURBO_BIN = join(dirname(turboPackage), require(turboPackage).bin.turbo);

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

const child = spawn(process.execPath, [TURBO_BIN, 'run', 'lint', 'test', 'check:package', '--continue', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: ['inherit', 'pipe', 'pipe'],
});

/** @type {Map<string, { passed: number, failed: number, skipped: number, vitest: boolean }>} */
const tasks = new Map();
/** @type {Set<string>} */
const failedTasks = new Set();
let rest = '';

/** @param {string} line */
function read(line) {
  const plain = line.replace(ANSI, '');
  const prefixed = /^(\S+?:[\w:-]+): (.*)$/.exec(plain);
  if (prefixed) {
    const [, task, text] = prefixed;
    const counts = tasks.get(task) ?? { passed: 0, failed: 0, skipped: 0, vitest: false };
    tasks.set(task, counts);
    const totals = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(text);
    if (totals) {
      counts.vitest = true;
      for (const [, count, kind] of totals[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind === 'passed' || kind === 'failed' || kind === 'skipped') counts[kind] += Number(count);
      }
    }
    if (/^\s*Tests\s+no tests/.test(text)) counts.vitest = true;
    // pnpm's own line when a task's script exits non-zero.
    if (/ELIFECYCLE/.test(text)) failedTasks.add(task);
    return;
  }
  // turbo's summary: "Failed:    @fulfillment-api/docs#test, spec#lint"
  const failed = /^\s*Failed:\s+(.*)$/.exec(plain);
  if (failed) for (const name of failed[1].split(/,\s*/)) failedTasks.add(name.replace('#', ':').trim());
}

for (const [stream, target] of /** @type {const} */ ([[child.stdout, process.stdout], [child.stderr, process.stderr]])) {
  stream.on('data', (chunk) => {
    target.write(chunk);
    const text = rest + chunk.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(read);
  });
}

child.on('close', (code, signal) => {
  if (rest) read(rest);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const [task, counts] of tasks) {
    const taskFailed = failedTasks.has(task);
    if (counts.vitest) {
      passed += counts.passed;
      failed += counts.failed || (taskFailed ? 1 : 0);
      skipped += counts.skipped;
    } else if (taskFailed) failed += 1;
    else passed += 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  if (skipped > 0) console.log(`(${skipped} skipped, each with its reason in the output above)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code ?? (signal ? 1 : 0));
});

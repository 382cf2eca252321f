#!/usr/bin/env node
// @ts-check
/**
 * `pnpm test`: turbo's build (checking, not writing), compile, lint, test and check:package tasks, passed
 * through as they print, then one closing line of summed totals, `N passed, N failed` (see
 * test-totals.js for what counts). The builds are named because the tests no longer depend on them:
 * a test hangs on what its verdict depends on (turbo.json: `^behaviour`, `compile`, `pack`), so a
 * reworded description leaves a behaviour-only test cached.
 * The builds share turbo's cache with `pnpm generate` (turbo.json: CHECK_GENERATED passed through, not
 * hashed): a build whose committed files `pnpm generate` left as they were is replayed here; one whose
 * files it rewrote runs again, as a check (turbo hashes a task's declared outputs with its inputs).
 * `--continue`: every task runs to its end even when another failed, so the totals count every test.
 * `--concurrency=3`: several test tasks start Prism or Chromium; all at once on a small CI machine,
 * they starve each other into timeouts that say nothing about the code. Three, not two: after an edit
 * the docs' chain (site build, then the pages in Chromium) is the longest, and with two slots it
 * waited behind the document's lint and tests for a slot.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestTotals } from './test-totals.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));
const turboPackage = require.resolve('turbo/package.json');
const TURBO_BIN = join(dirname(turboPackage), require(turboPackage).bin.turbo);

const child = spawn(process.execPath, [TURBO_BIN, 'run', 'build', 'compile', 'lint', 'test', 'check:package', '--continue', '--concurrency=3', ...process.argv.slice(2)], {
  cwd: ROOT,
  // The builds compare instead of writing: a stale committed generated file fails the run.
  env: { ...process.env, CHECK_GENERATED: '1' },
  stdio: ['inherit', 'pipe', 'pipe'],
});

const totals = new TestTotals();
for (const [stream, target] of /** @type {const} */ ([[child.stdout, process.stdout], [child.stderr, process.stderr]])) {
  let rest = '';
  stream.on('data', (chunk) => {
    target.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) totals.read(line);
  });
  stream.on('end', () => totals.read(rest));
}

child.on('close', (code, signal) => {
  const { passed, failed, skipped } = totals.sum(code);
  if (skipped > 0) console.log(`(${skipped} skipped, each with its reason in the output above)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code ?? (signal ? 1 : 0));
});

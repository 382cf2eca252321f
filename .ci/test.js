#!/usr/bin/env node
// @ts-check
/**
 * `pnpm test`: turbo's lint, build, test and check:package tasks, passed through as they print, then
 * the check that the run changed no file (a build that rewrote a committed generated file found it
 * stale: working-tree.js), the workspace's two checks of its own (`pnpm run check:unused`: knip, an
 * export, file or dependency nothing uses, knip.jsonc; `pnpm run check:types`: tsc over the JSDoc,
 * tsconfig.check.json), then one closing line of summed totals, `N passed, N failed` (see test-totals.js for what counts).
 * `--continue`: every task runs to its end even when another failed, so the totals count every test.
 * `--concurrency=3`: several test tasks start Prism or Chromium; all at once on a small CI machine,
 * they starve each other into timeouts that say nothing about the code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestTotals } from './test-totals.js';
import { changedBetween, workingTreeState } from './working-tree.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(ROOT, 'package.json'));
const turboPackage = require.resolve('turbo/package.json');
const TURBO_BIN = join(dirname(turboPackage), require(turboPackage).bin.turbo);
/** The root's checks of the whole workspace, after the builds (they read what the builds write): each counts as one check. */
const WORKSPACE_CHECKS = [
  { name: 'check:unused', bin: ['knip', 'knip'], args: ['--no-progress'], fix: 'delete what it names, or name a public entry in knip.jsonc with why' },
  { name: 'check:types', bin: ['typescript', 'tsc'], args: ['-p', 'tsconfig.check.json', '--pretty', 'false'], fix: 'fix the type errors it names' },
];

/** @param {[string, string]} bin a root devDependency (knip exports no package.json) and the name of its bin */
function binPath([name, command]) {
  const folder = join(ROOT, 'node_modules', name);
  const { bin } = require(join(folder, 'package.json'));
  return join(folder, typeof bin === 'string' ? bin : bin[command]);
}

/** @returns {Map<string, string> | Error} */
function state() {
  try {
    return workingTreeState(ROOT);
  } catch (error) {
    return new Error(`pnpm test: cannot read the working tree's state with git (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), so stale generated files cannot be found: run it in a git clone.`);
  }
}

const before = state();
const child = spawn(process.execPath, [TURBO_BIN, 'run', 'lint', 'build', 'test', 'check:package', '--continue', '--concurrency=3', ...process.argv.slice(2)], {
  cwd: ROOT,
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
  let { passed, failed, skipped } = totals.sum(code);
  const after = before instanceof Error ? before : state();
  if (after instanceof Error) {
    console.error(after.message);
    failed += 1;
  } else {
    const changed = changedBetween(/** @type {Map<string, string>} */ (before), after);
    if (changed.length > 0) {
      console.error(`pnpm test: the run changed ${changed.length} file(s): ${changed.join(', ')}. A build rewrote what was stale: commit the files \`pnpm generate\` writes.`);
      failed += 1;
    } else passed += 1;
  }
  for (const check of WORKSPACE_CHECKS) {
    const result = spawnSync(process.execPath, [binPath(check.bin), ...check.args], { cwd: ROOT, stdio: 'inherit' });
    if (result.status === 0) passed += 1;
    else {
      console.error(`pnpm test: \`pnpm run ${check.name}\` failed (above): ${check.fix}.`);
      failed += 1;
    }
  }
  if (skipped > 0) console.log(`(${skipped} skipped, each with its reason in the output above)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : (code ?? (signal ? 1 : 0)));
});

// @ts-check
/**
 * The summed totals of a turbo run, read from its output line by line (turbo's stream mode prefixes
 * each line with `<package>:<task>: `). A vitest task counts its tests; a task that runs no vitest
 * (lint, check:package) counts as one check. A task that failed without a failing test (a crash, a
 * file that did not load) counts as one failure, so a failed run never reads "0 failed".
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export class TestTotals {
  /** @type {Map<string, { passed: number, failed: number, skipped: number, vitest: boolean }>} */
  #tasks = new Map();
  /** @type {Set<string>} */
  #failedTasks = new Set();

  /** @param {string} line one line of turbo's output, colours allowed */
  read(line) {
    const plain = line.replace(ANSI, '');
    const prefixed = /^(\S+?:[\w:-]+): (.*)$/.exec(plain);
    if (prefixed) {
      const [, task, text] = prefixed;
      const counts = this.#tasks.get(task) ?? { passed: 0, failed: 0, skipped: 0, vitest: false };
      this.#tasks.set(task, counts);
      // vitest: "Tests  2 failed | 10 passed | 1 skipped (13)", or "Tests  no tests"
      const totals = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(text);
      if (totals) {
        counts.vitest = true;
        for (const [, count, kind] of totals[1].matchAll(/(\d+) (passed|failed|skipped)/g)) {
          counts[/** @type {'passed' | 'failed' | 'skipped'} */ (kind)] += Number(count);
        }
      }
      if (/^\s*Tests\s+no tests/.test(text)) counts.vitest = true;
      // pnpm's own line when a task's script exits non-zero.
      if (/ELIFECYCLE/.test(text)) this.#failedTasks.add(task);
      return;
    }
    // turbo's summary: "Failed:    @fulfillment-api/docs#test, @fulfillment-api/spec#lint"
    const failed = /^\s*Failed:\s+(.*)$/.exec(plain);
    if (failed) for (const name of failed[1].split(/,\s*/)) this.#failedTasks.add(name.trim().replace('#', ':'));
  }

  /**
   * @param {number | null} exitCode turbo's
   * @returns {{ passed: number, failed: number, skipped: number }}
   */
  sum(exitCode) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const [task, counts] of this.#tasks) {
      const taskFailed = this.#failedTasks.has(task);
      if (counts.vitest) {
        passed += counts.passed;
        failed += counts.failed || (taskFailed ? 1 : 0);
        skipped += counts.skipped;
      } else if (taskFailed) failed += 1;
      else passed += 1;
    }
    if (exitCode !== 0 && failed === 0) failed = 1;
    return { passed, failed, skipped };
  }
}

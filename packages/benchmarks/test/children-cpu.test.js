import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitedChildrenCpuSeconds } from '../src/children-cpu.js';
import { burn } from './support/burn.js';

/** Runs `script` in a grandchild: a child starts it and waits for it, and this process waits for the child. */
function runTree(script) {
  const result = spawnSync(process.execPath, ['-e', `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(script)}])`]);
  expect(result.status).toBe(0);
}


describe.runIf(existsSync('/proc/self/stat'))('waitedChildrenCpuSeconds', () => {
  it('counts a grandchild\'s CPU once its parent has waited for it', () => {
    const before = waitedChildrenCpuSeconds();
    runTree(burn(0.5));
    const spent = waitedChildrenCpuSeconds() - before;
    expect(spent).toBeGreaterThanOrEqual(0.5);
    // Two Node.js starts besides the half second.
    expect(spent).toBeLessThan(2);
  });

  it('counts nothing for a grandchild that only waits', () => {
    const before = waitedChildrenCpuSeconds();
    runTree('setTimeout(() => {}, 600)');
    expect(waitedChildrenCpuSeconds() - before).toBeLessThan(0.5);
  });
});

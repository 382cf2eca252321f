import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { canSampleMemory, treeRss } from '../src/process-tree-memory.js';

describe.runIf(canSampleMemory())('treeRss', () => {
  it('counts a child and its grandchild in the tree of the child', async () => {
    // The child starts a grandchild that holds 64 MiB, then reports it is ready.
    const script = `
      const { spawn } = require('node:child_process');
      const grandchild = spawn(process.execPath, ['-e', 'globalThis.kept = Buffer.alloc(64 * 2 ** 20, 1); process.stdout.write("up"); setInterval(() => {}, 1000)'], { stdio: ['ignore', 'pipe', 'inherit'] });
      grandchild.stdout.once('data', () => process.stdout.write('ready'));
      process.on('SIGTERM', () => { grandchild.kill(); process.exit(0); });
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      expect(treeRss(child.pid)).toBeGreaterThan(64 * 2 ** 20);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });

  it('gives 0 for a process that has ended', () => {
    expect(treeRss(2 ** 22 + 12345)).toBe(0);
  });
});

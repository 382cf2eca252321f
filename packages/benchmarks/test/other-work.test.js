import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { busySecondsOf, otherWorkBetween, snapshotWork } from '../src/other-work.js';
import { burn } from './support/burn.js';

describe('busySecondsOf', () => {
  it('adds the time spent running processes and the time stolen by the hypervisor: user, nice, system, steal', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(busySecondsOf('cpu  100 20 30 9000 500 4 6 50 70 0\ncpu0 50 10 15 4500 250 2 3 20 35 0\n')).toBe(2);
  });

  it('says what it could not read', () => {
    expect(() => busySecondsOf('intr 1 2 3\n')).toThrow('/proc/stat: no "cpu" line of at least eight counts');
  });
});

describe('otherWorkBetween', () => {
  it('is the busy time less this run\'s own, over the time on the clock', () => {
    expect(otherWorkBetween({ busySeconds: 100, ownSeconds: 10, atSeconds: 0 }, { busySeconds: 130, ownSeconds: 30, atSeconds: 20 })).toEqual({ cpuSeconds: 10, cores: 0.5 });
  });
});

describe.runIf(existsSync('/proc/stat'))('snapshotWork', () => {
  it('counts a command this process waited for as its own', () => {
    const start = snapshotWork();
    expect(spawnSync(process.execPath, ['-e', burn(0.5)]).status).toBe(0);
    const end = snapshotWork();
    expect(end.ownSeconds - start.ownSeconds).toBeGreaterThanOrEqual(0.5);
  });

  it('counts a process it did not wait for as other work', async () => {
    const start = snapshotWork();
    // A child that starts the burner apart from itself and exits at once: the burner is nobody's
    // child here, as a process of another program is. It says when it is done through its output.
    const child = spawn(process.execPath, ['-e', `const b = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(`${burn(1)}; require('node:fs').writeSync(1, 'done')`)}], { detached: true, stdio: ['ignore', 'inherit', 'ignore'] }); b.unref();`], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise((resolve) => child.stdout.on('data', resolve));
    const end = snapshotWork();
    expect(otherWorkBetween(start, end).cpuSeconds).toBeGreaterThanOrEqual(0.8);
  });
});

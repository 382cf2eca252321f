// The proxy command's fixture (test/fixtures/proxy-process.js) leaves no proxy running, whatever
// happens to the test that started it: a vitest of its own runs tests that fail, time out, or fail
// in a beforeAll after starting the proxy and never stop it; once that vitest has exited, no process
// listening where those proxies listened is left.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const vitestPackage = require.resolve('vitest/package.json');
const VITEST_BIN = join(dirname(vitestPackage), require(vitestPackage).bin.vitest);
const CHILD_CONFIG = fileURLToPath(new URL('./fixtures/proxy-left-running/vitest.config.js', import.meta.url));

/** The processes whose command line holds `marker`, by pid (Linux's /proc). */
async function processesWith(/** @type {string} */ marker) {
  const found = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.split('\0').includes(marker)) found.push(Number(pid));
  }
  return found;
}

/** Whether a process lives (a zombie not reaped counts as gone). */
async function alive(/** @type {number} */ pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return status !== '' && !/^State:\s+Z/m.test(status);
}

it.skipIf(process.platform !== 'linux')('a proxy the test did not stop is ended when the test fails, times out, or its beforeAll fails', async () => {
  const work = await mkdtemp(join(tmpdir(), 'proxy-left-running-'));
  const listen = randomLoopbackAddress();
  const pidsFile = join(work, 'pids');
  try {
    const run = await new Promise((resolve) => {
      execFile(process.execPath, [VITEST_BIN, 'run', '--config', CHILD_CONFIG, '--reporter', 'verbose'], { env: { ...process.env, PROXY_LISTEN: listen, PROXY_PIDS_FILE: pidsFile, NO_COLOR: '1' } }, (error, stdout, stderr) =>
        resolve({ code: error ? error.code : 0, output: stdout + stderr }),
      );
    });
    // The child run failed as its tests meant to, after starting a proxy in each.
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/fails after starting the proxy/);
    expect(run.output).toMatch(/Test timed out in 3000ms/);
    expect(run.output).toMatch(/the beforeAll failed after starting the proxy/);
    // A test's proxy was gone when the test ended, before the next test ran.
    expect(run.output).toMatch(/✓ [^\n]*finds the proxies of the tests before it already ended/);
    const pids = (await readFile(pidsFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);
    expect(pids.length, run.output).toBeGreaterThanOrEqual(2);
    // Ended when its test finished, or when the vitest worker went; the kernel may take a moment to let the last go.
    const marker = `${listen}:0`;
    await expect.poll(async () => (await Promise.all(pids.map(alive))).some(Boolean), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => processesWith(marker), { timeout: 10_000 }).toEqual([]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

// `pnpm mock` at the repository root, as a developer runs it: a SIGTERM (or SIGINT) sent to the pnpm
// process itself, as a process manager or an IDE sends it, frees the mock's port within seconds and
// leaves no process behind. The mock listens on a loopback host drawn for this run, on its default
// port, so no other run or service is in the way.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { randomLoopbackAddress } from '../src/loopback-origins.js';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** The process and every process under it (Linux /proc; children of every thread, as turbo spawns from several). */
function processTree(pid) {
  let children = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Whether the process still exists (an ended one is reaped: this test's by Node, orphans by init). */
const alive = (pid) => existsSync(`/proc/${pid}`);

const started = [];
afterEach(() => {
  // Whatever this test started and is still running (the failure this test looks for) is ended here.
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('pnpm mock', () => {
  it.each(['SIGTERM', 'SIGINT'])('stops on %s to the pnpm process: the port is free within seconds, nothing left running', async (signal) => {
    const host = randomLoopbackAddress();
    const url = `http://${host}:4010/`;
    const pnpm = spawn('pnpm', ['mock'], { cwd: repository, env: { ...process.env, MOCK_HOST: host, MOCK_LOG: 'error' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    pnpm.stdout.on('data', (chunk) => (output += chunk));
    pnpm.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => pnpm.once('exit', (code, sig) => resolve({ code, signal: sig })));
    // Generous: on a loaded machine pnpm and Node take long to start.
    await expect.poll(() => output, { timeout: 90_000, interval: 100 }).toContain('Stop with Ctrl-C.');
    expect(output).toContain(`listening on http://${host}:4010`);
    const tree = processTree(pnpm.pid);
    started.push(...tree);
    expect((await fetch(url)).status).toBeGreaterThan(0);

    // A mock that ignored the signal, or a pnpm that left it running, would hold the port for good:
    // the limits are generous, so that a loaded machine's slow exit is no verdict.
    process.kill(pnpm.pid, signal);
    await exited;
    await expect.poll(() => fetch(url).then(() => 'still serving', () => 'port free'), { timeout: 30_000, interval: 100 }).toBe('port free');
    await expect.poll(() => tree.filter(alive), { timeout: 30_000, interval: 100 }).toEqual([]);
  }, 150_000);
});

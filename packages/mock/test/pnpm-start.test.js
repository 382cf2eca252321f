// `pnpm start` at the repository root: the docs and the mock in one process, which a SIGINT or
// SIGTERM sent to the pnpm process itself (not to the whole group, as Ctrl-C does) stops within
// seconds. The root script is run as written, minus its docs build, in a copy of the root that
// serves a small docs directory.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
const BUILD_STEP = 'turbo run docs && ';
const script = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')).scripts.start;

const root = mkdtempSync(join(tmpdir(), 'pnpm-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, scripts: { start: script.slice(BUILD_STEP.length) } }));
symlinkSync(join(repository, 'packages'), join(root, 'packages'));
symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
mkdirSync(join(root, 'docs', 'dist'), { recursive: true });
writeFileSync(join(root, 'docs', 'dist', 'index.html'), '<!doctype html><title>Fulfillment API</title>');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('pnpm start', () => {
  it('builds the docs, then runs the mock in place of the shell (exec), so pnpm signals reach it', () => {
    expect(script.startsWith(BUILD_STEP)).toBe(true);
    expect(script.slice(BUILD_STEP.length)).toMatch(/^exec node packages\/mock\/bin\/fulfillment-mock\.js --docs docs\/dist$/);
  });

  it.each(['SIGINT', 'SIGTERM'])('serves docs and mock, prints both addresses, and stops both on %s to pnpm', async (signal) => {
    const [mockPort, docsPort] = [await freePort(), await freePort()];
    const pnpm = spawn('pnpm', ['start'], {
      cwd: root,
      env: { ...process.env, MOCK_PORT: String(mockPort), DOCS_PORT: String(docsPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    pnpm.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise((resolve) => pnpm.once('exit', (code, sig) => resolve({ code, signal: sig })));
    try {
      // Generous: on a loaded machine pnpm and Node take long to start; the stop is what is timed.
      await expect.poll(() => stdout, { timeout: 90_000, interval: 100 }).toContain('Stop with Ctrl-C.');
      expect(stdout).toContain(`listening on http://127.0.0.1:${mockPort}`);
      expect(stdout).toContain(`Docs: http://127.0.0.1:${docsPort}/`);
      const page = await fetch(`http://127.0.0.1:${docsPort}/`);
      expect(await page.text()).toContain('<title>Fulfillment API</title>');
      const children = readFileSync(`/proc/${pnpm.pid}/task/${pnpm.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
      expect(children).toHaveLength(1);

      const sent = Date.now();
      process.kill(pnpm.pid, signal);
      await expect.poll(() => alive(children[0]), { timeout: 5000, interval: 50 }).toBe(false);
      expect(Date.now() - sent).toBeLessThan(5000);
      expect(await exited).toEqual({ code: 0, signal: null });
      await expect(fetch(`http://127.0.0.1:${mockPort}/`)).rejects.toThrow();
      await expect(fetch(`http://127.0.0.1:${docsPort}/`)).rejects.toThrow();
    } finally {
      if (pnpm.exitCode === null) pnpm.kill('SIGKILL');
    }
  }, 150_000);
});

// `pnpm start` at the repository root: the docs and the mock in one process, which a SIGINT or
// SIGTERM sent to the pnpm process itself (not to the whole group, as Ctrl-C does) stops within
// seconds. The root script is run as written, minus its docs build, in a copy of the root whose
// docs/dist is a page this test writes: what it proves holds whatever the site says. Both
// listen on a loopback host drawn for this run, on their default ports, so no other run or service is in the way.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_STEP = 'turbo run build --filter=@fulfillment-api/docs... && ';
const script = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')).scripts.start;

const root = mkdtempSync(join(tmpdir(), 'pnpm-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, scripts: { start: script.slice(BUILD_STEP.length) } }));
symlinkSync(join(repository, 'packages'), join(root, 'packages'));
symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
// The docs package: its code copied (the site server serves the dist/ beside its own file), its
// modules linked, and a site of one page.
for (const folder of ['scripts', 'src']) cpSync(join(repository, 'docs', folder), join(root, 'docs', folder), { recursive: true });
for (const entry of ['package.json', 'node_modules']) symlinkSync(join(repository, 'docs', entry), join(root, 'docs', entry));
const homePage = `<!doctype html><title>pnpm start ${process.pid}</title><p>The site this run serves.</p>\n`;
mkdirSync(join(root, 'docs', 'dist'));
writeFileSync(join(root, 'docs', 'dist', 'index.html'), homePage);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('pnpm start', () => {
  it('builds the docs, then runs the docs and the mock in place of the shell (exec), so pnpm signals reach them', () => {
    expect(script.startsWith(BUILD_STEP)).toBe(true);
    expect(script.slice(BUILD_STEP.length)).toMatch(/^exec node docs\/scripts\/start\.js$/);
  });

  it.each(['SIGINT', 'SIGTERM'])('serves docs and mock, prints both addresses, and stops both on %s to pnpm', async (signal) => {
    const [host, mockPort, docsPort] = [randomLoopbackAddress(), 4010, 4011];
    const pnpm = spawn('pnpm', ['start'], {
      cwd: root,
      env: { ...process.env, MOCK_HOST: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    pnpm.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise((resolve) => pnpm.once('exit', (code, sig) => resolve({ code, signal: sig })));
    try {
      // Generous: on a loaded machine pnpm and Node take long to start.
      await expect.poll(() => stdout, { timeout: 90_000, interval: 100 }).toContain('Stop with Ctrl-C.');
      expect(stdout).toContain(`listening on http://${host}:${mockPort}`);
      expect(stdout).toContain(`Docs: http://${host}:${docsPort}/`);
      const page = await fetch(`http://${host}:${docsPort}/`);
      expect(await page.text()).toBe(homePage);
      const children = readFileSync(`/proc/${pnpm.pid}/task/${pnpm.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
      expect(children).toHaveLength(1);

      // A process that ignored the signal, or a pnpm that left it running, would live on for good:
      // the limit is generous, so that a loaded machine's slow exit is no verdict.
      process.kill(pnpm.pid, signal);
      await expect.poll(() => alive(children[0]), { timeout: 30_000, interval: 50 }).toBe(false);
      expect(await exited).toEqual({ code: 0, signal: null });
      await expect(fetch(`http://${host}:${mockPort}/`)).rejects.toThrow();
      await expect(fetch(`http://${host}:${docsPort}/`)).rejects.toThrow();
    } finally {
      if (pnpm.exitCode === null) pnpm.kill('SIGKILL');
    }
  }, 150_000);
});

/**
 * The mock as an integrator gets it, beside the client: the mock's tarball (packed here by the mock's
 * `pnpm run pack`, from the code its build made and the bundled document of this run) and
 * the client's two (pack/, from the client's build) installed with npm into a fresh project outside the
 * workspace, vitest and msw from the registry; there the mock README's vitest examples (one per door:
 * in-process fetch, MSW, socket) run as written, and `npx fulfillment-mock` serves the document it ships.
 * The third-party tree of an earlier install of the same dependencies is where npm starts
 * (test/npm-install-template.ts): the tarballs themselves are installed by npm on every run.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWithNpm } from './npm-install-template.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const MOCK_DIR = dirname(require.resolve('@fulfillment-api/mock/package.json'));
const CLIENT_PACK = fileURLToPath(new URL('../pack', import.meta.url));
const VERSIONS = { vitest: require('vitest/package.json').version as string, msw: require('msw/package.json').version as string };

/** The README's vitest examples: ```js blocks whose first line names a test file. */
function readmeExamples(readme: string): { file: string; code: string }[] {
  return [...readme.matchAll(/```js\n\/\/ ([\w-]+\.test\.js)\n([\s\S]*?)```/g)].map(([, file, code]) => ({ file: file!, code: code! }));
}

let work: string;
let project: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fulfillment-mock-packed-'));
  // Packed into this run's folder, never the mock's pack/ (a user's `pnpm run pack` may be writing it now).
  const mockPack = join(work, 'mock-pack');
  await run('pnpm', ['run', 'pack', mockPack], { cwd: MOCK_DIR, timeout: 120_000 });
  project = join(work, 'project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'module' }));
  const tarballs = [
    ...(await readdir(mockPack)).filter((name) => name.endsWith('.tgz')).map((name) => join(mockPack, name)),
    ...(await readdir(CLIENT_PACK)).filter((name) => name.endsWith('.tgz')).map((name) => join(CLIENT_PACK, name)),
  ];
  await installWithNpm(project, tarballs, [`vitest@${VERSIONS.vitest}`, `msw@${VERSIONS.msw}`], 400_000);
}, 600_000);
afterAll(() => (work ? rm(work, { recursive: true, force: true }) : undefined));

describe('the packed mock in a fresh project', () => {
  it('carries the document it was built from and no workspace package', async () => {
    const installed = join(project, 'node_modules/@fulfillment-api/mock');
    expect(await readFile(join(installed, 'dist/openapi.json'), 'utf8')).toBe(await readFile(BUNDLE_PATH, 'utf8'));
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@fulfillment-api/'))).toEqual([]);
    expect(manifest.peerDependenciesMeta).toEqual({ msw: { optional: true } });
  });

  it("runs the README's vitest example of each door, as written", async () => {
    const examples = readmeExamples(await readFile(join(MOCK_DIR, 'README.md'), 'utf8'));
    expect(examples.map((example) => example.file).sort()).toEqual(['in-process.test.js', 'msw.test.js', 'server.test.js']);
    for (const { file, code } of examples) await writeFile(join(project, file), code);
    const { stdout } = await run(join(project, 'node_modules/.bin/vitest'), ['run', '--reporter=verbose', '--testTimeout=60000', '--hookTimeout=60000'], { cwd: project, timeout: 230_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    // Every test the examples hold passed: counted from the examples, not written down here.
    const tests = examples.reduce((sum, { code }) => sum + (code.match(/^it\(/gm) ?? []).length, 0);
    expect(tests).toBeGreaterThan(examples.length);
    expect(stdout).toMatch(/Test Files\s+3 passed \(3\)/);
    expect(stdout).toMatch(new RegExp(`Tests\\s+${tests} passed \\(${tests}\\)`));
  }, 240_000);

  it('`npx fulfillment-mock` serves the shipped document', async () => {
    const host = randomLoopbackAddress();
    const probe = createServer();
    const port = await new Promise<number>((resolve) => probe.listen(0, host, () => resolve((probe.address() as { port: number }).port)));
    await new Promise((resolve) => probe.close(resolve));
    const server = spawn(join(project, 'node_modules/.bin/fulfillment-mock'), [], { cwd: project, env: { ...process.env, MOCK_HOST: host, MOCK_PORT: String(port) } });
    try {
      let printed = '';
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          const listening = /listening on (http:\/\/\S+)/.exec(printed);
          if (listening) resolve(listening[1]!);
        });
        server.once('exit', (code) => reject(new Error(`fulfillment-mock exited ${code}: ${printed}`)));
      });
      const answer = await fetch(`${url}/v1/fbaOrder/FBA-20261118-0042/status?${MOCK_SERVER_PARAMETER}=${encodeURIComponent('https://eu.api.fulfillment.example:87')}`);
      expect(answer.status).toBe(200);
      expect((await answer.json()).PackageId).toBe('FBA-20261118-0042');
    } finally {
      server.kill('SIGTERM');
    }
  }, 90_000);
});

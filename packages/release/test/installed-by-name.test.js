// @ts-check
/**
 * The packages as their users receive them: published by the release workflow's own publish step (`changeset
 * publish`, on the packages `pnpm test` built) to a local registry (src/local-registry.js, what `pnpm registry` runs) on a random loopback
 * host, then installed BY NAME with npm into a fresh project whose `.npmrc` points the scope there (the
 * rest comes from the usual registry). There the READMEs' examples, extracted from the READMEs, are
 * compiled strictly (`skipLibCheck: false`, with and without the DOM library) and run, with the
 * installed `npx fulfillment-mock` and `npx fulfillment-contract`, on every Node.js major the packages'
 * `engines` name.
 */
import { execFile, fork, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { codeBlocks, RUNNABLE_LANGUAGES } from '@fulfillment-api/docs/src/code-blocks.js';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWithNpm } from '../../client/test/npm-install-template.ts';
import { SCOPE, publishToRegistry, startLocalRegistry } from '../src/local-registry.js';
import { enginesMajors, nodeRuntime } from './support/node-runtimes.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PUBLISHED = ['types', 'client', 'mock', 'contract-tests'];
// The docs' runner of code blocks: each block's program in turn in one process, each ending as its own process would.
const BLOCK_RUNNER = join(ROOT, 'docs/test/support/run-code-blocks.js');
// What the READMEs' examples address the mock at (its documented default), replaced by the one started here.
const DOCUMENTED_MOCK_URL = 'http://127.0.0.1:4010';
/** A README block that is a vitest file names it on its first line (the mock's three doors). */
const VITEST_FILE = /^\/\/ ([\w-]+\.test\.js)\n/;

const manifest = async (/** @type {string} */ name) => JSON.parse(await readFile(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
/** The tools' versions of the workspace, so that the project's are the ones the packages are built and tested with. */
const mockManifest = await manifest('mock');
const TOOLS = ['typescript', '@types/node', 'msw', 'vitest'].map((name) => `${name}@${mockManifest.devDependencies[name]}`);

/**
 * @typedef {{ package: string, line: number, code: string, file: string, runs: 'program' | 'vitest' | 'no', notRun?: string }} Example
 */

/** Every TypeScript and JavaScript example of the published packages' READMEs. */
async function readmeExamples() {
  /** @type {Example[]} */
  const examples = [];
  for (const name of PUBLISHED) {
    const readme = await readFile(join(ROOT, 'packages', name, 'README.md'), 'utf8');
    for (const block of codeBlocks(readme)) {
      const extension = RUNNABLE_LANGUAGES.get(block.language);
      if (!extension) continue;
      const vitestFile = VITEST_FILE.exec(block.code)?.[1];
      const file = vitestFile ?? `${name}-readme-${block.line}.${extension}`;
      const runs = vitestFile ? 'vitest' : block.notRun === undefined ? 'program' : 'no';
      examples.push({ package: name, line: block.line, code: block.code, file, runs, notRun: block.notRun });
    }
  }
  return examples;
}

/** A free port on `host`, for a command that takes no port 0 (MOCK_PORT). */
async function freePort(/** @type {string} */ host) {
  const probe = createServer();
  const port = await new Promise((resolve) => probe.listen(0, host, () => resolve(/** @type {import('node:net').AddressInfo} */ (probe.address()).port)));
  await new Promise((resolve) => probe.close(resolve));
  return /** @type {number} */ (port);
}

/**
 * `npx fulfillment-mock` in the project on `node`, on a random loopback host: its address and how to stop it.
 * @param {string} project
 * @param {string} node
 */
async function startInstalledMock(project, node) {
  const host = randomLoopbackAddress();
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, MOCK_HOST: host, MOCK_PORT: String(await freePort(host)), MOCK_LOG: 'error' };
  // A process group of its own, as a terminal's foreground job: Ctrl-C reaches npx, its shell and the mock.
  const child = spawn('npx', ['fulfillment-mock'], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const listening = /Prism \S+ listening on (http:\/\/\S+)/.exec(printed);
      if (listening) resolve(listening[1]);
    });
    exited.then((code) => reject(new Error(`npx fulfillment-mock exited (${code}) before listening:\n${printed}`)));
  });
  return {
    url: /** @type {string} */ (url),
    printed: () => printed,
    /** Stops it as Ctrl-C would; resolves once nothing answers on its address any more. */
    stop: async () => {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
      await exited;
      const deadline = Date.now() + 5000;
      while (await fetch(/** @type {string} */ (url)).then(() => true, () => false)) {
        if (Date.now() > deadline) throw new Error(`npx fulfillment-mock still answers on ${url} after it was stopped:\n${printed}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * Runs the examples' programs in order on `node`, in one process (the docs' runner); resolves with how each ended.
 * @param {string} project
 * @param {string} node
 * @param {string[]} programs
 * @returns {Promise<Map<string, { status: number | string, output: string }>>}
 */
function runPrograms(project, node, programs) {
  return new Promise((resolve) => {
    const ended = new Map();
    const runner = fork(BLOCK_RUNNER, programs, { cwd: project, execPath: node, stdio: 'pipe' });
    let stray = '';
    runner.stdout?.on('data', (chunk) => (stray += chunk));
    runner.stderr?.on('data', (chunk) => (stray += chunk));
    runner.on('message', (/** @type {any} */ { program, status, output }) => ended.set(program, { status, output }));
    runner.on('exit', (code, signal) => {
      for (const program of programs) if (!ended.has(program)) ended.set(program, { status: code ?? signal ?? 'no status', output: `the runner ended before this program had\n${stray}` });
      resolve(ended);
    });
  });
}

const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  strict: true,
  // Every declaration file the packages and their dependencies bring is checked; TypeScript's own lib files are not ours.
  skipLibCheck: false,
  skipDefaultLibCheck: true,
  allowJs: true,
  checkJs: true,
  // Each example is a module of its own, as a reader's file would be.
  moduleDetection: 'force',
  types: ['node'],
};
/**
 * As the client's README offers: the fetch types from the DOM library, or from @types/node alone.
 * The mock's vitest files are checked with the DOM library only: msw's own types need it, and
 * vitest's declarations, checked whole, are the bulk of a program's cost.
 */
const TSCONFIGS = {
  dom: { lib: ['ES2022', 'DOM', 'DOM.Iterable'], uses: () => true },
  'no-dom': { lib: ['ES2022'], uses: (/** @type {Example} */ example) => example.runs !== 'vitest' },
};

let work = '';
let project = '';
/** @type {Awaited<ReturnType<typeof startLocalRegistry>> | undefined} */
let registry;
/** @type {Example[]} */
let examples = [];
/** @type {{ node: string, version: string, major: number }[]} */
let runtimes = [];
/** @type {Map<string, { code: number, output: string }>} */
const typeChecks = new Map();

beforeAll(async () => {
  const started0 = Date.now();
  work = await mkdtemp(join(tmpdir(), 'fulfillment-installed-'));
  project = join(work, 'project');
  await mkdir(project);
  const majors = enginesMajors(mockManifest.engines.node);
  // The registry, the runtimes and the examples at once: none waits on the others.
  const [started, found, examplesRead] = await Promise.all([
    startLocalRegistry({ host: randomLoopbackAddress(), port: 0 }),
    Promise.all(majors.map(async (major) => ({ ...(await nodeRuntime(major, 240_000)), major }))),
    readmeExamples(),
  ]);
  registry = started;
  runtimes = found;
  examples = examplesRead;
  const timings = [`runtimes and registry ${Date.now() - started0} ms`];
  let step = Date.now();
  await publishToRegistry(registry, { timeout: 400_000 });
  timings.push(`publish ${Date.now() - step} ms`);
  step = Date.now();
  // A project as a user makes it: its .npmrc sends the scope to the registry, the rest to the usual one.
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'integrator', private: true, type: 'module' }));
  await writeFile(join(project, '.npmrc'), `${SCOPE}:registry=${registry.url}\n`);
  // npm starts from the third-party tree of an earlier install of the same packages (never ours: those
  // come from the registry on every run), as the client's packed-package tests do.
  await installWithNpm(project, [], [...PUBLISHED.map((name) => `${SCOPE}/${name}`), ...TOOLS], 300_000);
  timings.push(`install ${Date.now() - step} ms`);
  step = Date.now();
  for (const example of examples) await writeFile(join(project, example.file), example.code);
  const tsc = join(project, 'node_modules/typescript/bin/tsc');
  await Promise.all(
    Object.entries(TSCONFIGS).map(async ([name, { lib, uses }]) => {
      const files = examples.filter(uses).map((example) => example.file);
      const config = `tsconfig.${name}.json`;
      await writeFile(join(project, config), JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, lib, noEmit: true }, files }));
      const checked = await run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: project }).then(
        () => ({ code: 0, output: '' }),
        (/** @type {any} */ failed) => ({ code: failed.code, output: `${failed.stdout}${failed.stderr}` }),
      );
      typeChecks.set(name, checked);
    }),
  );
  // The programs as JavaScript for every runtime, as the docs' code-block test makes them: the types taken out.
  const ts = createRequire(join(project, 'package.json'))('typescript');
  await mkdir(join(project, 'out'));
  for (const example of examples.filter((candidate) => candidate.runs === 'program')) {
    const javascript = ts.transpileModule(example.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    await writeFile(join(project, 'out', example.file.replace(/\.(ts|js)$/, '.mjs')), javascript);
  }
  timings.push(`compile ${Date.now() - step} ms`);
  console.log(timings.join(', '));
}, 900_000);

afterAll(async () => {
  await registry?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packages installed by name from a registry', () => {
  it('installs each public package from the registry, at the version of the workspace, with no workspace reference left', async () => {
    for (const name of PUBLISHED) {
      const installed = JSON.parse(await readFile(join(project, 'node_modules', SCOPE, name, 'package.json'), 'utf8'));
      expect(installed.version).toBe((await manifest(name)).version);
      // What npm installed is what the registry holds: the same tarball, by its integrity.
      const lock = JSON.parse(await readFile(join(project, 'package-lock.json'), 'utf8'));
      const packument = await (await fetch(`${registry?.url}${SCOPE}%2f${name}`)).json();
      expect(lock.packages[`node_modules/${SCOPE}/${name}`].integrity, name).toBe(packument.versions[installed.version].dist.integrity);
      expect(JSON.stringify(installed.dependencies ?? {})).not.toContain('workspace:');
    }
  });

  it("says in each package's engines the Node.js majors this test runs on", async () => {
    for (const name of PUBLISHED) expect((await manifest(name)).engines.node, name).toBe(mockManifest.engines.node);
    expect(runtimes.map((runtime) => Number(runtime.version.slice(1).split('.')[0]))).toEqual(enginesMajors(mockManifest.engines.node));
  });

  it('finds the README examples it runs: every published package with TypeScript or JavaScript in its README', () => {
    const packages = new Set(examples.map((example) => example.package));
    expect([...packages].sort()).toEqual(['client', 'mock', 'types']);
    expect(examples.filter((example) => example.runs === 'vitest').map((example) => example.file).sort()).toEqual(['in-process.test.js', 'msw.test.js', 'server.test.js']);
  });

  it.each(Object.keys(TSCONFIGS))('compiles every README example strictly (skipLibCheck false), %s', (name) => {
    const checked = /** @type {{ code: number, output: string }} */ (typeChecks.get(name));
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
  });
});

describe.each([20, 22, 24])('on Node.js %i', (major) => {
  const runtime = () => {
    const found = runtimes.find((candidate) => candidate.major === major);
    if (!found) throw new Error(`no Node.js ${major} among the runtimes the engines name`);
    return found;
  };

  it('runs every README example as a program against `npx fulfillment-mock`, and the contract run of `npx fulfillment-contract` against it', async () => {
    const { node } = runtime();
    const mock = await startInstalledMock(project, node);
    try {
      const programs = [];
      for (const example of examples.filter((candidate) => candidate.runs === 'program')) {
        const emitted = join(project, 'out', example.file.replace(/\.(ts|js)$/, '.mjs'));
        const program = join(project, 'out', example.file.replace(/\.(ts|js)$/, `.node${major}.mjs`));
        await writeFile(program, (await readFile(emitted, 'utf8')).replaceAll(DOCUMENTED_MOCK_URL, mock.url));
        programs.push(program);
      }
      const ended = await runPrograms(project, node, programs);
      for (const program of programs) expect(ended.get(program), program).toMatchObject({ status: 0 });
      const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
      const { stdout } = await run('npx', ['fulfillment-contract', '--mock-url', mock.url, '--phases', 'examples', '--report-dir', `contract-report-${major}`], { cwd: project, env, timeout: 120_000 });
      expect(stdout).toMatch(/PASSED against mock: [1-9]\d* passed, 0 failed/);
      expect(await readdir(join(project, `contract-report-${major}`))).toContain('junit.xml');
    } finally {
      await mock.stop();
    }
  }, 240_000);

  it("runs the mock README's vitest files with the installed vitest", async () => {
    const { node } = runtime();
    const files = examples.filter((example) => example.runs === 'vitest').map((example) => example.file);
    const tests = examples.filter((example) => example.runs === 'vitest').reduce((sum, { code }) => sum + (code.match(/^it\(/gm) ?? []).length, 0);
    const { stdout } = await run(node, ['node_modules/vitest/vitest.mjs', 'run', ...files, '--reporter=verbose', '--testTimeout=60000'], {
      cwd: project,
      timeout: 200_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(stdout).toMatch(new RegExp(`Tests\\s+${tests} passed \\(${tests}\\)`));
  }, 240_000);
});

// Every TypeScript and JavaScript block of the guides and the READMEs, and every TypeScript sample of
// the reference (`x-codeSamples`, made from the document's examples), type-checked (strict) and run
// with Node.js against the mock, as a reader would paste it. A block addresses the mock at its
// documented default, http://127.0.0.1:4010; the test serves the mock on a free port and puts its
// address there instead. A block marked `<!-- not run: <reason> -->` is type-checked but not run,
// and its test's name gives the reason. The blocks run one after another in one Node.js process
// (test/support/run-code-blocks.js), each ending as its own process would, while tsc checks them all
// in one program.
import { execFile, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '@fulfillment-api/mock';
import { loadBundle } from '@fulfillment-api/document';
import { SAMPLE_MOCK_URL, codeSamples } from '../src/code-samples.js';
import { RUNNABLE_LANGUAGES, codeBlocks } from '../src/code-blocks.js';
import { GUIDES, WORKFLOWS } from '../src/guides.js';
import { journeyProgram } from '../src/journey-program.js';
import { GUIDE_PAGES, HOME_PAGE } from '../src/site-pages.js';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY = join(DOCS_DIR, '..');
const WORK = join(DOCS_DIR, '.tmp', 'code-blocks');
const DOCUMENTED_MOCK_URL = 'http://127.0.0.1:4010';

const generated = new Set(GUIDES.map((guide) => guide.file));
const SOURCES = [
  HOME_PAGE.source,
  ...GUIDE_PAGES.map((page) => page.source).filter((source) => !generated.has(source)),
].map((source) => join(DOCS_DIR, /** @type {string} */ (source)));
if (SAMPLE_MOCK_URL !== DOCUMENTED_MOCK_URL) throw new Error('the reference samples must address the mock at its documented default');
// Every README of the repository: the root's, each top folder's, each package's.
const README_FOLDERS = [
  '',
  ...readdirSync(REPOSITORY).filter((name) => !name.startsWith('.') && name !== 'node_modules'),
  ...readdirSync(join(REPOSITORY, 'packages')).map((name) => `packages/${name}`),
];
for (const folder of README_FOLDERS) {
  const readme = join(REPOSITORY, folder, 'README.md');
  // A README that is also a page of the site (the client's) is read once.
  if (existsSync(readme) && !SOURCES.includes(readme)) SOURCES.push(readme);
}

const blocks = SOURCES.flatMap((path) => {
  const file = relative(REPOSITORY, path);
  return codeBlocks(readFileSync(path, 'utf8'))
    .filter((block) => RUNNABLE_LANGUAGES.has(block.language))
    .map((block) => ({
      ...block,
      file,
      name: `${file}:${block.line}`,
      notRun: block.notRun,
      path: join(WORK, `${file.replaceAll('/', '_').replace(/\.md$/, '')}_${block.line}.${RUNNABLE_LANGUAGES.get(block.language)}`),
    }));
});
for (const sample of codeSamples(loadBundle())) {
  blocks.push({
    line: 0,
    language: 'ts',
    code: sample.typescript,
    file: 'reference x-codeSamples',
    name: `reference sample of ${sample.operationId} (endpoint ${sample.endpoint})`,
    notRun: undefined,
    path: join(WORK, `reference_sample_${sample.operationId}.ts`),
  });
}
// Each journey's TypeScript, as its generated page shows it: run against the in-process mock it makes.
for (const workflow of WORKFLOWS) {
  blocks.push({
    line: 0,
    language: 'ts',
    code: journeyProgram(workflow),
    file: `docs/guides/journeys/${workflow.workflowId}.md`,
    name: `journey ${workflow.workflowId} in TypeScript`,
    notRun: undefined,
    path: join(WORK, `journey_${workflow.workflowId}.ts`),
  });
}
const runnable = blocks.filter((block) => block.notRun === undefined);

/** @type {Awaited<ReturnType<typeof startMock>>} */
let mock;
/** @type {Map<string, string[]>} */
const typeErrors = new Map();
/** @type {import('node:child_process').ChildProcess | undefined} */
let runner;
/** How each runnable block's program ended, by the block's path, as the runner reports it. */
const runs = new Map(
  runnable.map((block) => {
    /** @type {(run: { status: number | string, output: string }) => void} */
    let resolve = () => {};
    const ended = new Promise((done) => (resolve = done));
    return [block.path, { ended, resolve }];
  }),
);

/** The program a block runs as: the block itself, or its TypeScript with the types taken out. */
function programOf(block) {
  const source = readFileSync(block.path, 'utf8');
  const javascript = block.path.endsWith('.ts')
    ? ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
    : source;
  const program = block.path.replace(/\.(ts|js)$/, '.run.mjs');
  writeFileSync(program, javascript);
  return program;
}

/** Runs every runnable block in order in one process; each block's test awaits its own end. */
function runBlocks() {
  const byProgram = new Map(runnable.map((block) => [programOf(block), block.path]));
  /** @type {Set<string>} */
  const reported = new Set();
  // Asynchronously: the mock answers from this very process, so a blocked event loop would leave
  // every call of a block unanswered.
  runner = fork(join(DOCS_DIR, 'test', 'support', 'run-code-blocks.js'), [...byProgram.keys()], { cwd: WORK, stdio: 'pipe' });
  let stray = '';
  runner.stdout?.on('data', (chunk) => (stray += chunk));
  runner.stderr?.on('data', (chunk) => (stray += chunk));
  runner.on('message', (/** @type {{ program: string, status: number | string, output: string }} */ { program, status, output }) => {
    const path = /** @type {string} */ (byProgram.get(program));
    reported.add(path);
    runs.get(path)?.resolve({ status, output });
  });
  runner.on('exit', (code, signal) => {
    // A block that ended the runner itself fails, and so does every block it left unrun.
    for (const [path, run] of runs) {
      if (!reported.has(path)) run.resolve({ status: code ?? signal ?? 'no status', output: `the code-block runner ended (${code ?? signal}) before this block had ended\n${stray}` });
    }
  });
}

beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, 'package.json'), '{ "type": "module" }\n');
  mock = await startMock();
  for (const block of blocks) writeFileSync(block.path, block.code.replaceAll(DOCUMENTED_MOCK_URL, mock.url));
  writeFileSync(
    join(WORK, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        strict: true,
        allowJs: true,
        checkJs: true,
        noEmit: true,
        skipLibCheck: true,
        // Each block is a module of its own, as a reader's file would be.
        moduleDetection: 'force',
      },
      include: ['*.ts', '*.js'],
    }),
  );
  runBlocks();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const check = await promisify(execFile)(process.execPath, [tsc, '-p', WORK, '--pretty', 'false'], { cwd: WORK, encoding: 'utf8' }).catch(
    // tsc exits 2 when it found errors: they are on its standard output.
    (/** @type {{ stdout?: string }} */ failed) => ({ stdout: failed.stdout ?? '' }),
  );
  for (const line of check.stdout.split('\n')) {
    const match = /^(.+?)\(\d+,\d+\): error /.exec(line);
    if (!match) continue;
    const file = join(WORK, match[1]);
    typeErrors.set(file, [...(typeErrors.get(file) ?? []), line]);
  }
}, 180_000);

afterAll(async () => {
  runner?.kill();
  await mock?.close();
  rmSync(WORK, { recursive: true, force: true });
});

describe('code blocks of the guides and READMEs', () => {
  it('finds the blocks of every guide, and a sample of every operation', () => {
    expect(runnable.filter((block) => block.file.startsWith('docs/guides/')).length).toBeGreaterThan(5);
    expect(runnable.filter((block) => block.file === 'reference x-codeSamples')).toHaveLength(18);
    expect(runnable.filter((block) => block.name.startsWith('journey '))).toHaveLength(WORKFLOWS.length);
  });

  for (const block of blocks) {
    if (block.notRun !== undefined) {
      // A block that needs what the mock cannot stand in for (the service, a browser) is still
      // type-checked against the packages as published, so a renamed option or field fails here.
      it(`${block.name} type-checks (not run against the mock: ${block.notRun})`, () => {
        expect(typeErrors.get(block.path) ?? [], `${block.name}: tsc`).toEqual([]);
      });
      continue;
    }
    it(`${block.name} type-checks and runs against the mock`, async () => {
      expect(typeErrors.get(block.path) ?? [], `${block.name}: tsc`).toEqual([]);
      const run = await /** @type {{ ended: Promise<{ status: number | string, output: string }> }} */ (runs.get(block.path)).ended;
      expect(run.status, `${block.name} exited ${run.status}:\n${run.output}`).toBe(0);
    }, 70_000);
  }
});

#!/usr/bin/env node
// @ts-check
// Specmatic's contract tests against the mock: a second and independent judge of the mock, built
// from the same document. Every failure is sorted: a stated fault of Specmatic (it does not keep
// state, and it cannot draw some patterns) or unexplained, which fails the script. Not part of
// `pnpm test`: it installs a pinned Specmatic (an npm package carrying an 85 MB jar) and needs
// Java 17 (README, "Checked by Specmatic"; the scheduled workflow `.github/workflows/independent-judge.yml`).
//
//   pnpm --filter @fulfillment-api/mock specmatic [--reports <dir>]
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBundle } from '@fulfillment-api/document';
import { stringify } from 'yaml';
import { randomLoopbackAddress } from '../src/loopback-origins.js';
import { specmaticExamples } from '../src/specmatic-examples.js';
import { junitScenarios, sortSpecmaticFailures, UNEXPLAINED } from '../src/specmatic-failures.js';
import { SPECMATIC_VERSION, specmaticJar, withoutStatusRanges } from '../src/specmatic-tool.js';
import { startMock } from '../src/start-mock.js';

const { values: flags } = parseArgs({ options: { reports: { type: 'string' } } });
const work = flags.reports ? resolve(flags.reports) : mkdtempSync(join(tmpdir(), 'mock-against-specmatic-'));
mkdirSync(work, { recursive: true });

const document = loadBundle();

const contract = join(work, 'openapi.yaml');
writeFileSync(contract, stringify(withoutStatusRanges(document), { lineWidth: 0 }));
const examples = join(work, 'examples');
mkdirSync(examples, { recursive: true });
for (const { name, example } of specmaticExamples(document)) writeFileSync(join(examples, `${name}.json`), `${JSON.stringify(example, null, 2)}\n`);
const junit = join(work, 'junit');

const jar = specmaticJar();
const mock = await startMock({ host: randomLoopbackAddress() });
let output = '';
// Specmatic's output as it comes, so that a long run can be followed (and read when it is cut short).
const log = createWriteStream(join(work, 'specmatic.log'));
let code;
try {
  console.log(`Specmatic ${SPECMATIC_VERSION} tests against the mock at ${mock.url}`);
  const run = spawn('java', ['-jar', jar, 'test', contract, '--testBaseURL', mock.url, '--examples', examples, '--junitReportDir', junit], {
    cwd: work,
    env: { ...process.env, MAX_TEST_REQUEST_COMBINATIONS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [run.stdout, run.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      log.write(chunk);
    });
  }
  code = await new Promise((done) => run.on('close', done));
} finally {
  await mock.close();
  log.end();
}

const cases = readdirSync(junit)
  .filter((name) => name.endsWith('.xml'))
  .flatMap((name) => junitScenarios(readFileSync(join(junit, name), 'utf8')));
if (cases.length === 0) {
  console.error(`Specmatic ran no test (exit ${code}); its output is in ${join(work, 'specmatic.log')}:\n${output.slice(-2000)}`);
  process.exit(1);
}
const byFault = sortSpecmaticFailures(document, cases);
const failed = cases.filter((each) => each.failed).length;
const unexplained = byFault.get(UNEXPLAINED)?.length ?? 0;
console.log(`${cases.length} tests, ${cases.length - failed} passed, ${failed} failed (${unexplained} unexplained); Specmatic exit ${code}`);
for (const [fault, failures] of byFault) {
  console.log(`\n${fault}:`);
  for (const failure of failures) {
    console.log(`  ${failure.name} (expected ${failure.expected}, answered ${failure.actual ?? '?'})${fault === UNEXPLAINED ? `\n      ${failure.text.trim().slice(0, 700).replaceAll('\n', '\n      ')}` : ''}`);
  }
}
if (flags.reports) console.log(`\nreports and Specmatic's log kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exitCode = unexplained ? 1 : 0;

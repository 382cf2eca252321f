// @ts-check
// `pnpm run lint:workflows`: the project's own rules over the journeys of workflows/ (each step an
// operation of the document with parameters, body members and answer members it has; each output
// used produced), beside Redocly's Arazzo rules in lint:redocly. The rules live in the document
// library (workflow-lint.js), imported by file as bundle.mjs imports it: that package reads this
// one's bundle, so a dependency back would make a cycle. The journeys are judged against the document
// as its sources are now (bundled as `build` bundles it), not against dist/: the lint runs before the
// build that would rewrite a stale bundle.
import { WORKFLOW_RULES, workflowProblems } from '../../packages/document/src/workflow-lint.js';
import { loadWorkflows } from '../../packages/document/src/workflows.js';
import { bundleDocument } from './bundle-document.mjs';

try {
  const workflows = loadWorkflows();
  const problems = workflowProblems(JSON.parse((await bundleDocument()).json), workflows);
  for (const problem of problems) console.error(`${problem.file} ${problem.pointer}\n  ${problem.rule}: ${problem.message}`);
  console.log(`workflows: ${workflows.length} journeys, ${Object.keys(WORKFLOW_RULES).length} rules, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`workflows: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

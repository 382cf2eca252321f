// @ts-check
// The journeys a run knows (spec/workflows/): read by the settings, to check the config's
// `workflows` names, and by `--workflows`, to run them.
import { fileURLToPath } from 'node:url';
import { loadWorkflows, WORKFLOWS_DIR } from '@fulfillment-api/document/workflows';

/** @returns {import('@fulfillment-api/document/workflows').Workflow[]} */
export function loadJourneys() {
  // The published package has no spec package: scripts/build.js ships the journeys beside the code.
  return loadWorkflows(WORKFLOWS_DIR ?? fileURLToPath(new URL('./workflows/', import.meta.url)));
}

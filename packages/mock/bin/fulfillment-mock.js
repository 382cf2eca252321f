#!/usr/bin/env node
// @ts-check
/**
 * `pnpm mock`: the mock on the bundled document, every server variable pinned to its default. See
 * USAGE for the environment.
 */
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { exitOnFailure, mockEnvironmentUsage, readMockEnvironment, startMockForCommand, stopOnSignals } from '../src/mock-command.js';
import { PRISM_VERSION } from '../src/start-mock.js';

const USAGE = `Usage: pnpm mock   (or: node bin/fulfillment-mock.js)

Serves the bundled fulfillment API document with Prism ${PRISM_VERSION}, every server variable pinned
to its default, so that a request's ?${MOCK_SERVER_PARAMETER}=<origin> must name the operation's own origin.

${mockEnvironmentUsage()}`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const settings = readMockEnvironment(process.env);
  const stopping = stopOnSignals();
  const { mock, banner } = await startMockForCommand(settings);
  stopping.add(mock.close);
  console.log(banner);
}

main().catch(exitOnFailure('fulfillment-mock', USAGE));

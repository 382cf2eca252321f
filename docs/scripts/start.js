#!/usr/bin/env node
// @ts-check
/**
 * `pnpm start` (after `pnpm run docs`): the built site and the mock in one process, so that one
 * SIGINT or SIGTERM stops both. The site listens on the mock's host (MOCK_HOST), on DOCS_PORT.
 */
import { exitOnFailure, mockEnvironmentUsage, readMockEnvironment, readPort, startMockForCommand, stopOnSignals } from '@fulfillment-api/mock';
import { SITE_DIRECTORY, serveSite } from '../src/site-server.js';

const USAGE = `Usage: pnpm start   (at the repository root; or: node docs/scripts/start.js after pnpm run docs)

Serves the built docs (${SITE_DIRECTORY}) and the mock, until Ctrl-C.

${mockEnvironmentUsage(['  DOCS_PORT      the port of the docs, on MOCK_HOST (default 4011)'])}`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const settings = readMockEnvironment(process.env);
  const docsPort = readPort('DOCS_PORT', process.env.DOCS_PORT, 4011);
  const stopping = stopOnSignals();
  const site = await serveSite({ host: settings.host, port: docsPort });
  stopping.add(site.close);
  const { mock, banner } = await startMockForCommand(settings, { alsoServing: [`Docs: ${site.url}`] });
  stopping.add(mock.close);
  console.log(banner);
}

main().catch(exitOnFailure('pnpm start', USAGE));

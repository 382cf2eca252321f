#!/usr/bin/env node
// @ts-check
/**
 * `pnpm dev`: the mock and the docs, as `pnpm start` serves them (the same MOCK_HOST, MOCK_PORT and
 * DOCS_PORT), following every save under spec/ (`src/dev-loop.js`), until Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { CommandConfigError, exitOnFailure, mockEnvironmentUsage, readMockEnvironment, readPort, stopOnSignals } from '@fulfillment-api/mock';
import { startDevLoop } from '../src/dev-loop.js';

const USAGE = `Usage: pnpm dev   (at the repository root; or: node docs/scripts/dev.js [--spec <folder>] [--generated <folder>])

Serves the mock and the docs of the document under spec/, and on each save there prints the lint's
findings (file:line) and, when it bundles and lints, serves the new document at once: the mock
answers from it without a restart, open pages of the docs reload, and the types, the client's
methods and the generated guides are written again. Until Ctrl-C.

  --spec <folder>       the document to watch (default: spec/)
  --generated <folder>  write the generated files under <folder>/<package> instead of the packages

${mockEnvironmentUsage(['  DOCS_PORT      the port of the docs, on MOCK_HOST (default 4011)', '  (MOCK_DOCUMENT is not read: the mock serves the bundle of the document watched)'])}`;

async function main() {
  /** @type {{ values: { spec?: string, generated?: string, help?: boolean } }} */
  let parsed;
  try {
    parsed = parseArgs({ options: { spec: { type: 'string' }, generated: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new CommandConfigError(/** @type {Error} */ (error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  const mock = readMockEnvironment(process.env);
  const docsPort = readPort('DOCS_PORT', process.env.DOCS_PORT, 4011);
  const stopping = stopOnSignals();
  const loop = await startDevLoop({ mock, docsPort, specDirectory: parsed.values.spec, generatedRoot: parsed.values.generated });
  stopping.add(loop.close);
  console.log(loop.banner);
}

main().catch(exitOnFailure('pnpm dev', USAGE));

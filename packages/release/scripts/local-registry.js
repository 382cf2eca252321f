#!/usr/bin/env node
// @ts-check
/**
 * `pnpm registry`: a registry on loopback holding this clone's packages, for installing them by name
 * as their users do. See USAGE.
 */
import { CommandConfigError, exitOnFailure, readHost, readPort, stopOnSignals } from '@fulfillment-api/mock';
import { SCOPE, publishToRegistry, startLocalRegistry } from '../src/local-registry.js';

const USAGE = `Usage: pnpm registry

Starts a Verdaccio registry on loopback that serves only the ${SCOPE} scope, publishes every public
package of this clone to it with the release workflow's publish step (\`changeset publish\`, after
\`pnpm generate\` has built them; no git tags), prints its address and serves until stopped. Its storage
is a temporary folder, gone when it stops.

Environment:
  REGISTRY_HOST  address to listen on (default 127.0.0.1)
  REGISTRY_PORT  port, 1 to 65535 (default 4873)`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const extra = process.argv.slice(2);
  if (extra.length > 0) throw new CommandConfigError(`unknown argument ${JSON.stringify(extra[0])}`);
  const host = readHost('REGISTRY_HOST', process.env.REGISTRY_HOST, '127.0.0.1');
  const port = readPort('REGISTRY_PORT', process.env.REGISTRY_PORT, 4873);
  const stopping = stopOnSignals();
  const registry = await startLocalRegistry({ host, port });
  stopping.add(registry.close);
  console.log(`registry: publishing to ${registry.url} with \`changeset publish\`…`);
  const output = await publishToRegistry(registry);
  const published = output.split('\n').filter((line) => /^🦋\s+@fulfillment-api\/\S+@\S+\s*$/.test(line)).map((line) => line.replace(/^🦋\s+/, '').trim());
  console.log(`registry: ${registry.url} serves ${published.join(', ')}

Install by name from it, in a project of yours:
  echo '${SCOPE}:registry=${registry.url}' >> .npmrc
  npm install ${SCOPE}/client

Stop with Ctrl-C.`);
}

main().catch(exitOnFailure('registry', USAGE));

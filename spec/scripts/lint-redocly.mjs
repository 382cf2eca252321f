// @ts-check
// `pnpm run lint:redocly`: Redocly's lint of every API that redocly.yaml names, with its rules, through
// Redocly's own library (@redocly/openapi-core, which the CLI runs). The CLI itself prints a boxed
// "Node.js 20 support is ending" notice on every run under Node.js 20, with no option to silence it;
// the library prints only the problems.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

const SPEC_DIR = fileURLToPath(new URL('..', import.meta.url));
const configPath = resolve(SPEC_DIR, 'redocly.yaml');
const config = await loadConfig({ configPath });
const apis = Object.entries(config.resolvedConfig.apis ?? {});
if (apis.length === 0) {
  console.error(`redocly lint: ${configPath} names no API under apis:`);
  process.exit(1);
}
let failed = false;
for (const [alias, api] of apis) {
  const ref = resolve(dirname(configPath), api.root);
  const problems = await lint({ ref, config: config.forAlias(alias) });
  const totals = getTotals(problems);
  formatProblems(problems, { format: 'codeframe', totals, version: 'openapi-core' });
  if (totals.errors > 0) failed = true;
  console.log(`redocly lint: ${alias} (${api.root}): ${totals.errors} errors, ${totals.warnings} warnings`);
}
process.exit(failed ? 1 : 0);

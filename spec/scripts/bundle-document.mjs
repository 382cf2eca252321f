// @ts-check
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, getLineColLocation, loadConfig } from '@redocly/openapi-core';
import { stringify } from 'yaml';

const SPEC_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));

/**
 * The bundle's files of the document in `specDirectory` (default: this package's).
 * @param {string} [specDirectory]
 */
export function distFiles(specDirectory = SPEC_DIRECTORY) {
  return {
    json: join(specDirectory, 'dist', 'openapi.json'),
    yaml: join(specDirectory, 'dist', 'openapi.yaml'),
  };
}
export const DIST_FILES = distFiles();

/**
 * Bundles the split document into one self-contained document: every file reference is resolved,
 * and every shared piece becomes a named component (`#/components/...`), so that generated types
 * keep the schema names and every downstream tool reads the same single file. A failure names the
 * file and line of each error (`pnpm dev` prints it as it is).
 *
 * @param {{ specDirectory?: string }} [options] the folder of `openapi.yaml` and `redocly.yaml`
 */
export async function bundleDocument({ specDirectory = SPEC_DIRECTORY } = {}) {
  const config = await loadConfig({ configPath: join(specDirectory, 'redocly.yaml') });
  const { bundle: result, problems } = await bundle({ ref: join(specDirectory, 'openapi.yaml'), config, dereference: false });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => {
      const where = p.location?.[0] ? getLineColLocation(p.location[0]) : undefined;
      const at = where ? `${where.source.absoluteRef}:${where.start.line}:${where.start.col}` : 'unknown place';
      return `- ${at}: ${p.message} (at ${p.location?.[0]?.pointer ?? 'unknown'})`;
    });
    throw new Error(`Bundling ${join(specDirectory, 'openapi.yaml')} failed:\n${lines.join('\n')}`);
  }
  // An object: Redocly refuses any other root ("Document must be JSON object").
  const document = /** @type {Record<string, unknown>} */ (result.parsed);
  return {
    document,
    json: `${JSON.stringify(document, null, 2)}\n`,
    yaml: stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }),
  };
}

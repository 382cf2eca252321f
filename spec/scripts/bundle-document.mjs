import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { stringify } from 'yaml';

const ROOT_FILE = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const DIST_FILES = {
  json: fileURLToPath(new URL('../dist/openapi.json', import.meta.url)),
  yaml: fileURLToPath(new URL('../dist/openapi.yaml', import.meta.url)),
};

/**
 * Bundles the split document into one self-contained document: every file reference is resolved,
 * and every shared piece becomes a named component (`#/components/...`), so that generated types
 * keep the schema names and every downstream tool reads the same single file.
 */
export async function bundleDocument() {
  const config = await loadConfig({ configPath: fileURLToPath(new URL('../redocly.yaml', import.meta.url)) });
  const { bundle: result, problems } = await bundle({ ref: ROOT_FILE, config, dereference: false });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => `- ${p.message} (at ${p.location?.[0]?.pointer ?? 'unknown'})`);
    throw new Error(`Bundling spec/openapi.yaml failed:\n${lines.join('\n')}`);
  }
  const document = result.parsed;
  return {
    document,
    json: `${JSON.stringify(document, null, 2)}\n`,
    yaml: stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }),
  };
}

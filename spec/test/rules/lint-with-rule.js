// Lints inline OpenAPI documents with the real spec/.spectral.yaml (the file the CLI uses, bundled
// with its custom functions by Spectral's own loader), with every rule but one switched off, so
// that each test file tests one rule of the ruleset and not a copy of it.
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';

const { Document, Spectral } = spectralCore;

const RULESET_FILE = fileURLToPath(new URL('../../.spectral.yaml', import.meta.url));

// A source path for the inline documents. With a source, Spectral maps results found through a
// `$ref` back to where the node is written (as the CLI does for openapi.yaml and its files); it is
// not openapi.yaml, so the ruleset's `overrides` for that file do not apply.
const DOCUMENT_SOURCE = fileURLToPath(new URL('./inline-openapi.json', import.meta.url));

/** DiagnosticSeverity.Error of @stoplight/types. */
export const ERROR = 0;

/**
 * Loads the ruleset once and answers a function that lints a document with only `ruleName` on.
 * @param {string} ruleName e.g. `fulfillment:pascal-case-properties`
 * @returns {Promise<(document: object) => Promise<Array<{ code: string, message: string, path: Array<string>, severity: number }>>>}
 */
export async function lintWithRule(ruleName) {
  const ruleset = await bundleAndLoadRuleset(RULESET_FILE, { fs, fetch: globalThis.fetch });
  const rule = ruleset.rules[ruleName];
  if (rule === undefined) {
    throw new Error(`${RULESET_FILE} has no rule ${ruleName}; rules: ${Object.keys(ruleset.rules).join(', ')}`);
  }
  if (!rule.enabled) {
    throw new Error(`${ruleName} is not enabled in ${RULESET_FILE}, so the CLI would not run it`);
  }
  for (const other of Object.values(ruleset.rules)) {
    other.enabled = other === rule;
  }
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);

  // Each result as the tests assert it. `path` is as Spectral reports it: every segment a string,
  // array indices too.
  return async (document) => {
    const results = await spectral.run(new Document(JSON.stringify(document, null, 2), spectralParsers.Json, DOCUMENT_SOURCE));
    return results.map(({ code, message, path, severity }) => ({ code, message, path, severity }));
  };
}

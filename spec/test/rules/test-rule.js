// @ts-check
// The one helper of the rule tests (after stoplightio/spectral-owasp-ruleset's testRule): lints each
// scenario's inline OpenAPI document with the real spec/.spectral.yaml (the file the CLI uses,
// bundled with its custom functions by Spectral's own loader), with every rule but `ruleName`
// switched off, and asserts the code, message, path and severity of every result. A scenario named
// `valid: …` expects none.
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { beforeAll, describe, expect, it } from 'vitest';

const { Document, Spectral } = spectralCore;

const RULESET_FILE = fileURLToPath(new URL('../../.spectral.yaml', import.meta.url));

// A source path for the inline documents. With a source, Spectral maps results found through a
// `$ref` back to where the node is written (as the CLI does for openapi.yaml and its files); it is
// not openapi.yaml, so the ruleset's `overrides` for that file do not apply.
const DOCUMENT_SOURCE = fileURLToPath(new URL('./inline-openapi.json', import.meta.url));

/**
 * @typedef {'error' | 'warn' | 'info' | 'hint'} SeverityName
 * @typedef {{ message: string, path: string[], severity: SeverityName }} ExpectedResult `path` as
 *   Spectral reports it: every segment a string, array indices too
 * @typedef {{ name: string, document: object, errors: ExpectedResult[] }} Scenario
 */

/** @type {SeverityName[]} DiagnosticSeverity of @stoplight/types, by name. */
const SEVERITY_NAMES = ['error', 'warn', 'info', 'hint'];

// Bundling the ruleset (rollup, as the CLI does) is the slow part: once per worker, since the test
// files share their modules (vitest.config.js, `isolate: false`).
const loading = bundleAndLoadRuleset(RULESET_FILE, { fs, fetch: globalThis.fetch }).then((ruleset) => ({
  ruleset,
  enabledInFile: new Set(Object.keys(ruleset.rules).filter((name) => ruleset.rules[name].enabled)),
}));

/**
 * A Spectral that runs `ruleName` only, with every other rule of the ruleset switched off.
 * @param {string} ruleName
 */
async function spectralWithOnly(ruleName) {
  const { ruleset, enabledInFile } = await loading;
  if (ruleset.rules[ruleName] === undefined) {
    throw new Error(`${RULESET_FILE} has no rule ${ruleName}; rules: ${Object.keys(ruleset.rules).join(', ')}`);
  }
  if (!enabledInFile.has(ruleName)) {
    throw new Error(`${ruleName} is not enabled in ${RULESET_FILE}, so the CLI would not run it`);
  }
  for (const [name, rule] of Object.entries(ruleset.rules)) {
    rule.enabled = name === ruleName;
  }
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  return spectral;
}

/**
 * @param {string} ruleName e.g. `fulfillment:pascal-case-properties`
 * @param {Scenario[]} scenarios
 */
export function testRule(ruleName, scenarios) {
  describe(ruleName, () => {
    // Bundling the ruleset takes seconds, many more on a loaded machine: a hook of its own, with
    // room, so that a slow machine does not fail the first scenario.
    beforeAll(async () => {
      await spectralWithOnly(ruleName);
    }, 120_000);

    it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', async (_name, { document, errors }) => {
      // Built again for each scenario: the files of one worker share the ruleset.
      const spectral = await spectralWithOnly(ruleName);
      const results = await spectral.run(new Document(JSON.stringify(document, null, 2), spectralParsers.Json, DOCUMENT_SOURCE));
      const actual = results.map(({ code, message, path, severity }) => ({ code, message, path, severity: SEVERITY_NAMES[severity] }));
      expect(actual).toEqual(errors.map((error) => ({ code: ruleName, ...error })));
    });
  });
}

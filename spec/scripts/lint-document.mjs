// @ts-check
// The lint's findings as data, each with its file and line: Spectral with the ruleset beside the
// document (`.spectral.yaml`, loaded by Spectral's own loader as its CLI loads it) and Redocly with
// `redocly.yaml`, judged as `pnpm lint` judges them (Spectral fails on any finding, `--fail-severity=hint`;
// Redocly on an error). For `pnpm dev`, which lints on every save and keeps both tools loaded.
import * as fs from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';

const { Document, Spectral } = spectralCore;

export const SPEC_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));

/** DiagnosticSeverity of @stoplight/types, by number. */
const SPECTRAL_SEVERITIES = /** @type {const} */ (['error', 'warn', 'info', 'hint']);

/**
 * @typedef {object} Finding
 * @property {'spectral' | 'redocly'} tool
 * @property {'error' | 'warn' | 'info' | 'hint'} severity
 * @property {string} file absolute path
 * @property {number} line 1-based
 * @property {number} column 1-based
 * @property {string} rule
 * @property {string} message
 * @property {boolean} fails whether `pnpm lint` fails on it
 */

/** @type {Map<string, Promise<import('@stoplight/spectral-core').Ruleset>>} one loaded ruleset per file */
const rulesets = new Map();

/**
 * A Spectral with the ruleset of `rulesetPath`, loaded once (bundling it is the slow part). The
 * Spectral itself is new on each call: its `$ref` resolver caches the files it has read, and would
 * lint an edited file as it was.
 * @param {string} rulesetPath
 */
async function spectralFor(rulesetPath) {
  let loading = rulesets.get(rulesetPath);
  if (!loading) {
    loading = bundleAndLoadRuleset(rulesetPath, { fs, fetch: globalThis.fetch });
    // A ruleset that failed to load is loaded again on the next call (it may have been mended).
    loading.catch(() => rulesets.delete(rulesetPath));
    rulesets.set(rulesetPath, loading);
  }
  const spectral = new Spectral();
  spectral.setRuleset(await loading);
  return spectral;
}

/**
 * Lints the document rooted at `specDirectory/openapi.yaml` with both tools, as `pnpm lint` does.
 *
 * @param {{ specDirectory?: string }} [options]
 * @returns {Promise<{ findings: Finding[], failed: boolean }>} findings in file and line order
 */
export async function lintDocument({ specDirectory = SPEC_DIRECTORY } = {}) {
  const [spectral, redocly] = await Promise.all([lintWithSpectral(specDirectory), lintWithRedocly(specDirectory)]);
  const findings = [...spectral, ...redocly].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { findings, failed: findings.some((finding) => finding.fails) };
}

/** @param {string} specDirectory @returns {Promise<Finding[]>} */
async function lintWithSpectral(specDirectory) {
  const spectral = await spectralFor(join(specDirectory, '.spectral.yaml'));
  const root = join(specDirectory, 'openapi.yaml');
  const document = new Document(await fs.promises.readFile(root, 'utf8'), spectralParsers.Yaml, root);
  const results = await spectral.run(document);
  return results.map((result) => ({
    tool: 'spectral',
    severity: SPECTRAL_SEVERITIES[result.severity],
    file: result.source ?? root,
    line: result.range.start.line + 1,
    column: result.range.start.character + 1,
    rule: String(result.code),
    message: result.message,
    fails: true,
  }));
}

/** @param {string} specDirectory @returns {Promise<Finding[]>} */
async function lintWithRedocly(specDirectory) {
  const config = await loadConfig({ configPath: join(specDirectory, 'redocly.yaml') });
  const apis = Object.entries(config.resolvedConfig.apis ?? {});
  if (apis.length === 0) throw new Error(`redocly lint: ${join(specDirectory, 'redocly.yaml')} names no API under apis:`);
  /** @type {Finding[]} */
  const findings = [];
  for (const [alias, api] of apis) {
    const problems = await lint({ ref: resolve(specDirectory, api.root), config: config.forAlias(alias) });
    for (const problem of problems) {
      const where = problem.location[0] ? getLineColLocation(problem.location[0]) : undefined;
      findings.push({
        tool: 'redocly',
        severity: problem.severity === 'error' ? 'error' : 'warn',
        file: where?.source.absoluteRef ?? resolve(specDirectory, api.root),
        line: where?.start.line ?? 1,
        column: where?.start.col ?? 1,
        rule: problem.ruleId,
        message: problem.message,
        fails: problem.severity === 'error',
      });
    }
  }
  return findings;
}

/**
 * One line per finding, as editors and compilers print them: `file:line:column severity rule message`.
 *
 * @param {Finding} finding
 * @param {string} [from] paths are written relative to this folder
 */
export function formatFinding(finding, from = process.cwd()) {
  return `${relative(from, finding.file) || finding.file}:${finding.line}:${finding.column} ${finding.severity} ${finding.tool}/${finding.rule} ${finding.message}`;
}

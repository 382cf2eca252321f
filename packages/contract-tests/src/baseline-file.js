// @ts-check
// The baseline file (`--baseline FILE`, JSON or YAML): failures the API's owners have accepted for a
// while, each naming the operation, the check, a match on the message, the reason, who accepted it
// and the last day it holds. Read and checked against `baseline.schema.json` and against the
// document: an entry naming an operation the document does not have (renamed since) or a check the
// suite does not run is a usage error naming the entry, its line and the nearest known name.
// `--update-baseline` adds today's unmatched failures as entries to fill in (reason and acceptedBy
// TODO): written for review, they accept nothing until a person fills them in.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { listOperations, unescapePointer } from '@fulfillment-api/document';
import { LineCounter, parseDocument, stringify } from 'yaml';
import { CHECK_NAMES } from './checks/index.js';
import { UsageError, closest } from './run-settings.js';
import { settingsFileValidator } from './settings-schema.js';

const baselineSchema = JSON.parse(readFileSync(new URL('./baseline.schema.json', import.meta.url), 'utf8'));

/** What `--update-baseline` writes where a person must decide: such an entry accepts nothing. */
export const TO_FILL_IN = 'TODO';

/**
 * @typedef {object} BaselineEntry
 * @property {number} index its place in `knownFailures`, from 0
 * @property {number} line where it starts in the file, from 1
 * @property {string} operation
 * @property {string} check
 * @property {{ contains: string } | { regex: string }} match
 * @property {string} reason
 * @property {string} acceptedBy
 * @property {string} expires YYYY-MM-DD, the last day it holds
 */

/**
 * @param {string} path
 * @param {Record<string, any>} document
 * @param {{ mayBeMissing?: boolean }} [options] `--update-baseline` starts a file that is not there yet
 * @returns {{ path: string, entries: BaselineEntry[] }}
 */
export function readBaseline(path, document, { mayBeMissing = false } = {}) {
  if (mayBeMissing && !existsSync(path)) return { path, entries: [] };
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--baseline ${path}: cannot read it (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error})`);
  }
  // YAML reads JSON too, and keeps where each node starts, so that an entry is named by its line.
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter });
  if (parsed.errors.length > 0) throw new UsageError(`--baseline ${path}: not valid ${/\.json$/i.test(path) ? 'JSON' : 'YAML'} (${parsed.errors[0].message.split('\n')[0]})`);
  const data = parsed.toJS() ?? {};
  const lineOf = (/** @type {Array<string | number>} */ at) => {
    const node = /** @type {any} */ (parsed.getIn(at, true));
    return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
  };
  const validate = settingsFileValidator(baselineSchema);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((e) => {
      const at = e.instancePath.split('/').slice(1).map(unescapePointer);
      if (e.keyword === 'additionalProperties') at.push(String(e.params.additionalProperty));
      const entry = at[0] === 'knownFailures' && at[1] !== undefined ? `entry ${at[1]} (line ${lineOf(['knownFailures', Number(at[1])])}) ` : '';
      const key = (entry ? at.slice(2) : at).join('.') || '(top level)';
      const what = e.keyword === 'additionalProperties' ? 'is not a known key' : e.keyword === 'enum' ? `must be one of ${(e.params.allowedValues ?? []).join(', ')}` : e.message;
      return `${entry}${key}: ${what}`;
    });
    throw new UsageError(`--baseline ${path}: ${[...new Set(problems)].join('; ')}`);
  }
  const operations = listOperations(document).map((operation) => String(operation.operationId));
  /** @type {BaselineEntry[]} */
  const entries = data.knownFailures.map((/** @type {any} */ entry, /** @type {number} */ index) => ({ ...entry, index, line: lineOf(['knownFailures', index]) ?? 0 }));
  const problems = [];
  for (const entry of entries) {
    const where = `entry ${entry.index} (line ${entry.line})`;
    if (!operations.includes(entry.operation)) {
      const near = closest(entry.operation, operations);
      problems.push(`${where}: the document has no operation ${JSON.stringify(entry.operation)}${near ? ` (did you mean ${near}?)` : ''}`);
    }
    if (!/** @type {readonly string[]} */ (CHECK_NAMES).includes(entry.check)) {
      const near = closest(entry.check, CHECK_NAMES);
      problems.push(`${where}: no check is named ${JSON.stringify(entry.check)}${near ? ` (did you mean ${near}?)` : ''}`);
    }
    if ('regex' in entry.match) {
      try {
        new RegExp(entry.match.regex);
      } catch (error) {
        problems.push(`${where}: match.regex is not a regular expression (${/** @type {Error} */ (error).message})`);
      }
    }
  }
  if (problems.length > 0) throw new UsageError(`--baseline ${path}: ${problems.join('; ')}`);
  return { path, entries };
}

/**
 * Adds an entry to fill in for each distinct failure no entry matches, and writes the file (YAML,
 * or JSON where the name says so). Existing entries stay as they are.
 * @param {{ path: string, entries: BaselineEntry[] }} baseline
 * @param {Array<{ operation: string, check: string, message: string }>} failures the run's unmatched failures
 * @param {string} today YYYY-MM-DD
 * @returns {number} entries added
 */
export function updateBaseline(baseline, failures, today) {
  const seen = new Set();
  const added = [];
  for (const failure of failures) {
    const key = `${failure.operation}\n${failure.check}\n${failure.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Until a person gives a reason and a name, the entry accepts nothing; the date is today's so
    // that a reason filled in without a date chosen still runs out.
    added.push({ operation: failure.operation, check: failure.check, match: { contains: failure.message }, reason: TO_FILL_IN, acceptedBy: TO_FILL_IN, expires: today });
  }
  const knownFailures = [...baseline.entries.map(({ index, line, ...entry }) => entry), ...added];
  const text = /\.json$/i.test(baseline.path) ? `${JSON.stringify({ knownFailures }, null, 2)}\n` : stringify({ knownFailures });
  writeFileSync(baseline.path, text);
  return added.length;
}

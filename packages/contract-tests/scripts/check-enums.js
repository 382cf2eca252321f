#!/usr/bin/env node
// @ts-check
// The check names of config.schema.json (`checks`, `excludeChecks`) and baseline.schema.json (an
// entry's `check`) are written from the declared checks (src/checks/index.js), never by hand:
// `node scripts/check-enums.js` rewrites each enum that lists check names; the suite fails on a
// stale one (test/check-enums.test.js).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHECK_NAMES } from '../src/checks/index.js';

/** The schemas that name the checks. */
export const SCHEMAS_NAMING_CHECKS = ['config.schema.json', 'baseline.schema.json'].map((name) => fileURLToPath(new URL(`../src/${name}`, import.meta.url)));

/** An `"enum": [ … ]` whose first item is a check's name (the declared checks' order may change, the first one's name too: any known name starts it). */
const CHECK_ENUM = /^([ \t]*)"enum": \[\n(?:[ \t]*"[a-z_]+",?\n)+[ \t]*\]/gm;

/**
 * A schema's text with every enum of check names made the declared checks.
 * @param {string} text
 * @param {readonly string[]} names
 */
export function withDeclaredChecks(text, names = CHECK_NAMES) {
  return text.replace(CHECK_ENUM, (whole, indent) => {
    const items = [...whole.matchAll(/"([a-z_]+)"/g)].slice(1).map((match) => match[1]);
    if (!items.some((item) => names.includes(item))) return whole;
    return `${indent}"enum": [\n${names.map((name) => `${indent}  ${JSON.stringify(name)}`).join(',\n')}\n${indent}]`;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const path of SCHEMAS_NAMING_CHECKS) {
    const text = readFileSync(path, 'utf8');
    const written = withDeclaredChecks(text);
    if (written !== text) writeFileSync(path, written);
    console.log(`${path}: ${written === text ? 'up to date' : 'written'}`);
  }
}

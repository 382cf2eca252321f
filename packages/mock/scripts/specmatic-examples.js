#!/usr/bin/env node
// @ts-check
// Writes the external examples for Specmatic's tests against the mock into a directory:
//   node scripts/specmatic-examples.js <directory>   (see the README, "Checked by Specmatic")
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadBundle } from '@fulfillment-api/document';
import { specmaticExamples } from '../src/specmatic-examples.js';

const directory = process.argv[2];
if (!directory) {
  console.error('Usage: node scripts/specmatic-examples.js <directory>');
  process.exit(2);
}
mkdirSync(directory, { recursive: true });
const examples = specmaticExamples(loadBundle());
for (const { name, example } of examples) writeFileSync(join(directory, `${name}.json`), `${JSON.stringify(example, null, 2)}\n`);
console.log(`${examples.length} examples written to ${resolve(directory)}`);

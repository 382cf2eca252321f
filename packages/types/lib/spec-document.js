// @ts-check
// The bundled document every generated file is made from, and a digest that names its exact version.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BUNDLE_PATH } from '@fulfillment-api/document';

export async function readSpecDocument() {
  let text;
  try {
    text = await readFile(BUNDLE_PATH, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read the bundled document at ${BUNDLE_PATH}: run \`pnpm generate\` at the repository root first.`, { cause });
  }
  return { document: JSON.parse(text), sha256: createHash('sha256').update(text).digest('hex') };
}

// @ts-check
// The bundled document every generated file is made from, and a digest that names its exact version.
import { createHash } from 'node:crypto';
import { readBundle } from '@fulfillment-api/document';

/** @param {string} [bundlePath] default: the spec's bundle */
export async function readSpecDocument(bundlePath) {
  const document = readBundle(bundlePath);
  // The bundle's text is this serialisation (spec/scripts/bundle-document.mjs), so the digest is the file's.
  const text = `${JSON.stringify(document, null, 2)}\n`;
  return { document, sha256: createHash('sha256').update(text).digest('hex') };
}

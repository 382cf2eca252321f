// @ts-check
import { renderFriendlyNames } from './render-friendly-names.js';
import { renderOpenapiTypes } from './render-openapi-types.js';
import { renderOperations } from './render-operations.js';

/**
 * Every generated file of the package, by its path relative to the package, from one document.
 * @param {any} document
 * @param {string} sha256 the digest of the bundle's text, recorded in `generated/spec-source.json`
 * @returns {Promise<Record<string, string>>}
 */
export async function renderAll(document, sha256) {
  const operations = renderOperations(document);
  return {
    'generated/openapi.d.ts': await renderOpenapiTypes(document),
    'generated/index.d.ts': renderFriendlyNames(document),
    'generated/operations.js': operations.js,
    'generated/operations.d.ts': operations.dts,
    'generated/spec-source.json': `${JSON.stringify({ specVersion: document.info.version, specSha256: sha256 }, null, 2)}\n`,
  };
}

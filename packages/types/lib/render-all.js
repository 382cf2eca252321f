// @ts-check
import { renderFriendlyNames } from './render-friendly-names.js';
import { renderOpenapiTypes } from './render-openapi-types.js';
import { renderOperations } from './render-operations.js';

/**
 * Every generated file of the package, by its path relative to the package, from one document.
 * @param {any} document
 * @returns {Promise<Record<string, string>>}
 */
export async function renderAll(document) {
  const operations = renderOperations(document);
  return {
    'generated/openapi.d.ts': await renderOpenapiTypes(document),
    'generated/index.d.ts': renderFriendlyNames(document),
    'generated/operations.js': operations.js,
    'generated/operations.d.ts': operations.dts,
  };
}

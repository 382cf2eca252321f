// @ts-check
// The validator of a settings file's schema (the config file's, the baseline's). Ajv is loaded the
// first time one is made: a run without such a file (a `check` of a recording, judged with the
// validators the document library wrote at build time) never loads it, about 0.1 s of CPU at start.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {object} schema a JSON Schema 2020-12 of a settings file
 * @returns {import('ajv').ValidateFunction} every error gathered, unknown keywords allowed
 */
export function settingsFileValidator(schema) {
  /** @type {typeof import('ajv/dist/2020.js').default} */
  const Ajv2020 = require('ajv/dist/2020.js').default;
  return new Ajv2020({ allErrors: true, strict: false }).compile(schema);
}

// @ts-check
// Where the validators' code written at build time is (validator-writer.js writes it,
// written-validators.js loads it). A module of its own because a package that bundles this library
// ships the files beside its code and points here there (packed-library.js).
import { fileURLToPath } from 'node:url';

/** Absolute path of the folder of the validators' written code. */
export const VALIDATORS_DIR = fileURLToPath(new URL('../generated/validators/', import.meta.url));

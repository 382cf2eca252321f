// @ts-check
// Loads the validators' code written at build time (validator-writer.js, `scripts/build-validators.js`)
// for the document it was written from, and for no other: the index names the document by its
// fingerprint. An operation's file is loaded the first time one of its schemas is asked for, so a
// run's start loads none, and a run over some operations loads theirs only. The code requires
// nothing itself: it is given `runtime`, its helpers (Ajv's and ajv-formats' functions,
// `decimalViolation`) and the validator's own copies of the schemas it names.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { behaviourOf } from './behaviour-projection.js';
import { decimalViolation } from './validator-vocabulary.js';
import { VALIDATORS_DIR } from './validators-path.js';

/** The file that lists, for the document the code was written from, which file holds each schema's. */
export const VALIDATOR_INDEX = 'index.json';

/**
 * What identifies the document the code was written from: its behaviour (`behaviourOf`), the document
 * without its prose, which no validator reads. A reworded description then leaves the written code
 * and its index as they were.
 * @param {unknown} document
 */
export function documentFingerprint(document) {
  return createHash('sha256').update(JSON.stringify(behaviourOf(document))).digest('hex');
}

/**
 * The validators written ahead for `document`, or undefined when none were written for it (another
 * document, or a package shipped without them). Each operation's file is loaded when one of its
 * schemas is first asked for.
 * @param {any} document
 * @param {ReturnType<typeof import('./schema-copies.js').schemaCopies>} copies the validator's copies, which the code's schema objects are
 * @param {string} [dir] where the files are
 */
export function writtenValidators(document, copies, dir = VALIDATORS_DIR) {
  const indexPath = join(dir, VALIDATOR_INDEX);
  if (!existsSync(indexPath)) return undefined;
  const index = /** @type {{ document: string, files: Record<string, string> }} */ (JSON.parse(readFileSync(indexPath, 'utf8')));
  if (index.document !== documentFingerprint(document)) return undefined;
  const require = createRequire(indexPath);
  const runtime = {
    require,
    decimalViolation,
    schema: (/** @type {string} */ kind, /** @type {string} */ pointer) =>
      kind === 'registry' ? copies.registry : kind === 'root' ? copies.rootAt(pointer) : copies.componentAt(pointer),
  };
  /** @type {Map<string, { quick?: Record<string, Function>, thorough?: Record<string, Function>, module: any }>} */
  const loaded = new Map();
  const fileFor = (/** @type {string} */ pointer) => {
    const file = Object.hasOwn(index.files, pointer) ? index.files[pointer] : undefined;
    if (file === undefined) return undefined;
    let entry = loaded.get(file);
    if (!entry) loaded.set(file, (entry = { module: require(join(dir, file)) }));
    return entry;
  };
  return {
    /** @param {string} pointer */
    quick(pointer) {
      const entry = fileFor(pointer);
      return entry && (entry.quick ??= entry.module.quick(runtime))[pointer];
    },
    /** @param {string} pointer */
    thorough(pointer) {
      const entry = fileFor(pointer);
      return entry && (entry.thorough ??= entry.module.thorough(runtime))[pointer];
    },
  };
}

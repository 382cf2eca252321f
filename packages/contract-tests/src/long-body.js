// @ts-check
// A long request body is shown by reference, not written into every line that shows the exchange:
// one failing 5 MB request made 5 MB of terminal, JUnit, HTML, summary and JSON report each, and the
// HAR held it twice (`postData` and the planned request). The HAR keeps it once, in `postData` (a HAR
// stays whole where it is copied to; replay reads the body there, `_request.bodyInPostData`); a
// failing exchange's curl line reads it from a file written beside the reports for it
// (`--data-binary @bodies/….json`, run from the report directory), named by the body's hash, so
// that a body failing many times is one file.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Bodies longer than this (in characters) are kept in a file and shown by reference. */
const LONG_BODY_CHARS = 4096;

/** @param {string} text */
export const isLongBody = (text) => text.length > LONG_BODY_CHARS;

/**
 * Where a long body is kept, relative to the report directory.
 * @param {string} text
 */
export function bodyFileOf(text) {
  return `bodies/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`;
}

/**
 * A HAR entry as written: a long request body kept once (in `postData`, not again in the planned
 * request), and, when a check of the exchange failed, written to the file its curl line reads.
 * @param {Record<string, any>} entry
 * @param {(file: string, text: string) => void} write the file's path relative to the report directory, and its text
 * @returns {Record<string, any>}
 */
export function withLongBodyOnce(entry, write) {
  const text = entry.request?.postData?.text;
  if (typeof text !== 'string' || !isLongBody(text) || entry.request.postData.encoding !== undefined) return entry;
  if ((entry._checks ?? []).some((/** @type {{ outcome: string }} */ check) => check.outcome === 'failed')) write(bodyFileOf(text), text);
  if (!entry._request || !('body' in entry._request)) return entry;
  const { body: _body, ...planned } = entry._request;
  return { ...entry, _request: { ...planned, bodyInPostData: true } };
}

/**
 * Writes a body's file into the report directory, redacted as every report is.
 * @param {string} dir the report directory
 * @param {(text: string) => string} redact
 * @returns {(file: string, text: string) => void}
 */
export function bodyFileWriter(dir, redact) {
  return (file, text) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), redact(text));
  };
}

// @ts-check
// A long request body is shown by reference, not written into every line that shows the exchange:
// one failing 5 MB request made 5 MB of terminal, JUnit, HTML, summary and JSON report each, and the
// HAR held it twice (`postData` and the planned request). It is kept once, in a file beside the HAR
// that its entry names (`_file`, as Playwright's HAR keeps bodies with `content: 'attach'`, which
// `check` reads), and the curl line reads that file (`--data-binary @bodies/….json`, from the report
// directory). The file's name is the body's hash, so the same body is one file however often it fails.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Bodies longer than this (in characters) are kept in a file and shown by reference. */
export const LONG_BODY_CHARS = 4096;

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
 * A HAR entry whose long request body is moved to its file (written with `write`), named in
 * `postData._file` and in the planned request's `bodyFile`, where replay reads it.
 * @param {Record<string, any>} entry
 * @param {(file: string, text: string) => void} write the file's path relative to the HAR, and its text
 * @returns {Record<string, any>}
 */
export function withLongBodyAttached(entry, write) {
  const text = entry.request?.postData?.text;
  if (typeof text !== 'string' || !isLongBody(text) || entry.request.postData.encoding !== undefined) return entry;
  const file = bodyFileOf(text);
  write(file, text);
  const { text: _text, ...postData } = entry.request.postData;
  /** @type {Record<string, any>} */
  const attached = { ...entry, request: { ...entry.request, postData: { ...postData, _file: file } } };
  if (entry._request && 'body' in entry._request) {
    const { body: _body, ...planned } = entry._request;
    attached._request = { ...planned, bodyFile: file };
  }
  return attached;
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

// The document library is the one reader of operations: outside it, no source file of the repository
// (code, scripts, tests, benchmarks) reads the request body, the responses or the media types of a
// raw operation object, or builds a pointer into them by hand. A consumer asks the operation model
// (`listOperations(document)`: `requestBody`, `response(status)`, `responses`, `mediaTypes`, each
// with its pointer) instead, so that a `$ref` is followed in one place and never forgotten in another.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const LIBRARY = join(ROOT, 'packages/document/src');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'types', '.git', '.turbo', 'pack', 'coverage']);
const SOURCE = /\.(?:js|mjs|cjs|ts)$/;
const THIS_FILE = fileURLToPath(import.meta.url);

/** [what it reads, the pattern]: each a way to dig into a raw operation, request body or response. */
const RAW_READS = [
  ['the content of a raw request body', /requestBody\)?\??\.content\b/],
  ['a media type of a raw content map', /\.content\??\.?\[/],
  ['the keys of a raw content or responses map', /Object\.(?:keys|entries|values|hasOwn)\([^)]*\.(?:content|responses)\b/],
  ['a raw response by status', /\.responses\??\.?\[/],
  ['a hand-built pointer into a request body, a response or a media type', /requestBody\/content|\/responses\/\$\{[^}]*\}\/(?:content|headers|links)|\/content\/\$\{/],
  ['the raw operation or path item behind the model', /\.operation\.operation\b|\.pathItem\.(?:parameters|servers)\b/],
];

/** Every source file of the repository outside the library, as a path relative to the root. */
function sourceFiles(folder = ROOT) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || path === LIBRARY ? [] : sourceFiles(path);
    // This file quotes the reads it looks for.
    if (path === THIS_FILE) return [];
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
  });
}

/** The lines of `text` that read a raw operation object, with what each reads. */
function rawReads(text) {
  return text.split('\n').flatMap((line, index) =>
    RAW_READS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `line ${index + 1}: ${what}: ${line.trim()}`),
  );
}

describe('no source file outside the document library reads a raw operation object', () => {
  it.each([
    ['a request body schema', "const schema = operation.requestBody?.content?.['application/json']?.schema;", 2],
    ['a dereferenced request body', "deref(document, deref(document, operation.requestBody)?.content?.['application/json']?.schema)", 2],
    ['a response by status', 'const responses = document.paths[path][method].responses; responses[key]', 0],
    ['a response by status, optionally', "if (byEndpoint.get(5).operation.responses?.['400']) {}", 1],
    ['the status keys', 'const documented = Object.keys(op.operation.responses ?? {});', 1],
    ['a hand-built schema pointer', 'const p = `${pointer}/requestBody/content/${escapePointer(key)}/schema`;', 1],
    ['a hand-built pointer into a response', 'const p = `${operation.pointer}/responses/${key}/content/${escapePointer(type)}/schema`;', 1],
    ['the pointer of a response not yet written (a proposed edit)', 'const path = `${operation.pointer}/responses/${answer.status}`;', 0],
    ['the model behind an exchange', 'exchange.operation.responses.map((response) => response.key)', 0],
    ['a path item\'s own parameters', 'const list = [...(op.pathItem.parameters ?? [])];', 1],
    ['the media types of a response', 'const mediaTypes = Object.keys(documented.response.content ?? {});', 1],
    ['a documented 404', "Object.hasOwn(exchange.operation.operation.responses ?? {}, '404')", 2],
    ['the model, read as meant', 'const json = operation.response(200)?.mediaTypes.find((m) => m.mediaType === JSON_MEDIA_TYPE);', 0],
    ['the model, its responses', 'op.responses.map((response) => response.key)', 0],
    ['a markdown token', 'return { code: token.content };', 0],
  ])('the check itself: %s', (_name, line, flagged) => {
    expect(rawReads(line)).toHaveLength(flagged);
  });

  it('every file reads operations through the model', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => rawReads(readFileSync(join(ROOT, file), 'utf8')).map((read) => `${file} ${read}`));
    expect(found).toEqual([]);
  });
});

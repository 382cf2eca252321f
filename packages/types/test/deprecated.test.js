// `deprecated: true` in the document reaches the editor of a user of the types: TypeScript's
// language service (what editors run) reports every use of a deprecated operation, parameter, field
// or schema as deprecated (diagnostic 6385/6387, shown struck through).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBundle } from '@fulfillment-api/document';
import { renderAll } from '../lib/render-all.js';

const document = structuredClone(loadBundle());
document.paths['/v1/trackings'].post.deprecated = true;
document.components.parameters.IdType.deprecated = true;
document.components.schemas.OutboundSku.properties.HsCode.deprecated = true;
document.components.schemas.ProductFlag.deprecated = true;

const work = await mkdtemp(join(tmpdir(), 'fulfillment-types-deprecated-'));
afterAll(() => rm(work, { recursive: true, force: true }));
await mkdir(join(work, 'generated'));
for (const [file, text] of Object.entries(await renderAll(document, 'digest'))) await writeFile(join(work, file), text);

// A user's code: each line uses one deprecated thing, and the last one a thing that is not.
const USES = {
  schema: 'const flag: ProductFlag = "Simple";',
  // TypeScript flags a deprecated property where it is read, not in an object literal.
  field: 'const hsCode = sku.HsCode;',
  parameter: 'const idType = query.idType;',
  operation: 'type Body = GetTrackingsRequest;',
  operationInPaths: 'type Op = paths["/v1/trackings"]["post"];',
  notDeprecated: 'const other = sku.Sku;',
};
const consumer = [
  'import type { GetInboundOrderStatusParameters, GetTrackingsRequest, OutboundSku, ProductFlag, paths } from "./generated/index.js";',
  'declare const sku: OutboundSku;',
  'declare const query: NonNullable<GetInboundOrderStatusParameters["query"]>;',
  ...Object.values(USES),
  'export { flag, hsCode, idType, other };',
  'export type { Body, Op };',
].join('\n');
await writeFile(join(work, 'consumer.ts'), consumer);

const service = ts.createLanguageService({
  getScriptFileNames: () => [join(work, 'consumer.ts')],
  getScriptVersion: () => '1',
  getScriptSnapshot: (file) => (ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file) ?? '') : undefined),
  getCurrentDirectory: () => work,
  getCompilationSettings: () => ({ module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true }),
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
});
const consumerFile = join(work, 'consumer.ts');
const lineOf = (/** @type {number} */ start) => consumer.slice(0, start).split('\n').length - 1;
const deprecatedLines = service
  .getSuggestionDiagnostics(consumerFile)
  .filter((d) => d.reportsDeprecated)
  .map((d) => consumer.split('\n')[lineOf(d.start ?? 0)]);

describe('deprecated in the document, deprecated in the editor', () => {
  it('the consumer compiles', () => {
    expect(service.getSemanticDiagnostics(consumerFile).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });

  it.each(Object.entries(USES).filter(([name]) => name !== 'notDeprecated'))('a deprecated %s is flagged where it is used', (_name, line) => {
    expect(deprecatedLines).toContain(line);
  });

  it('what is not deprecated is not flagged', () => {
    expect(deprecatedLines).not.toContain(USES.notDeprecated);
  });
});

/**
 * The named methods are generated, not written: an operation added to a copy of the document gets
 * its method, argument and data types (type-checked against the types openapi-typescript makes of
 * that copy), and `@deprecated` where the document says so; a document in which one operation
 * uses a name twice cannot be generated from. The committed file is what the bundle gives.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@fulfillment-api/document';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { renderOperationMethods } from '../generator/operation-methods.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * openapi-typescript, loaded by a name TypeScript does not follow: its declarations reach
 * @redocly/openapi-core's, which import js-yaml without types, and this test needs two functions.
 */
const OPENAPI_TYPESCRIPT: string = 'openapi-typescript';
const { default: openapiTS, astToString } = (await import(OPENAPI_TYPESCRIPT)) as {
  default: (document: unknown, options: Record<string, unknown>) => Promise<unknown>;
  astToString: (ast: unknown) => string;
};

function documentWithWarehouses(): Record<string, any> {
  const copy = structuredClone(loadBundle());
  copy.paths['/v1/warehouses/{warehouseId}'] = {
    servers: copy.paths['/v1/trackings'].servers ?? copy.paths['/v1/trackings'].post.servers,
    post: {
      operationId: 'updateWarehouse',
      summary: 'Update a warehouse',
      deprecated: true,
      'x-endpoint': 19,
      'x-effect': 'create',
      parameters: [
        { name: 'warehouseId', in: 'path', required: true, schema: { type: 'string' }, example: 'USLAX01' },
        { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', required: ['Name'], properties: { Name: { type: 'string' }, Capacity: { type: 'integer' }, Legacy: false } } } },
      },
      responses: {
        '200': { description: 'The warehouse.', content: { 'application/json': { schema: { type: 'object', properties: { WarehouseId: { type: 'string' } } } } } },
      },
    },
  };
  return copy;
}

/**
 * Type-checks each program (by file name) beside the generated methods file and the types of
 * `document`, in one compilation; gives the diagnostics, each prefixed with its file.
 */
async function typeCheck(document: Record<string, any>, programs: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'operation-methods-'));
  try {
    const methods = renderOperationMethods(document)
      .replace("from '@fulfillment-api/types'", "from './openapi.js'")
      .replaceAll("from '../", `from '${SRC}`);
    await writeFile(join(dir, 'openapi.d.ts'), astToString(await openapiTS(document, { silent: true, defaultNonNullable: false })));
    await writeFile(join(dir, 'operation-methods.ts'), methods);
    for (const [name, program] of Object.entries(programs)) await writeFile(join(dir, name), program);
    const host = ts.createCompilerHost({});
    const compiled = ts.createProgram(Object.keys(programs).map((name) => join(dir, name)), {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    }, host);
    return ts.getPreEmitDiagnostics(compiled).map((d) => `${d.file ? `${d.file.fileName.slice(dir.length + 1)}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('an operation added to the document', () => {
  it('gets its method, its argument and data types (a member the body must not carry left out), and @deprecated; a wrong call of it fails to compile', async () => {
    const document = documentWithWarehouses();
    const rendered = renderOperationMethods(document);
    expect(rendered).toContain(
      '  updateWarehouse: { path: ["warehouseId"], query: ["dryRun"], header: [], body: ["Name", "Capacity"], bodyRequired: true },',
    );
    expect(rendered).toMatch(/Update a warehouse \(endpoint 19\): `POST \/v1\/warehouses\/\{warehouseId\}`[^\n]*\n[^\n]*\n[^\n]*\n\s+\* @deprecated [^\n]*\n\s+\*\/\n\s+updateWarehouse\(args: UpdateWarehouseArguments/);
    expect(renderOperationMethods(loadBundle())).not.toContain('updateWarehouse');

    const header = "import type { OperationMethods } from './operation-methods.js';\ndeclare const client: OperationMethods;\n";
    const diagnostics = await typeCheck(document, {
      'program.mts': [
        header,
        "const warehouse = await client.updateWarehouse({ warehouseId: 'USLAX01', dryRun: true, Name: 'Los Angeles', Capacity: 10 });",
        'const id: string | undefined = warehouse.WarehouseId;',
        "const { response } = await client.updateWarehouse({ warehouseId: 'USLAX01', Name: 'LA' }).withResponse();",
        'export const seen = [id, response.status];',
        '// @ts-expect-error a required body property missing',
        "client.updateWarehouse({ warehouseId: 'USLAX01' });",
        '// @ts-expect-error a misspelt name',
        "client.updateWarehouse({ warehouseID: 'USLAX01', Name: 'LA' });",
        '// @ts-expect-error a value of the wrong type',
        "client.updateWarehouse({ warehouseId: 'USLAX01', Name: 'LA', Capacity: 'ten' });",
        '// @ts-expect-error a member the body must not carry (its schema is `false`): no argument of the method',
        "client.updateWarehouse({ warehouseId: 'USLAX01', Name: 'LA', Legacy: true });",
      ].join('\n'),
      // The same check must fail on a wrong program.
      'wrong.mts': `${header}client.updateWarehouse({ warehouseId: 1, Name: 'LA' });\nexport {};\n`,
    });
    expect(diagnostics.filter((line) => line.startsWith('program.mts'))).toEqual([]);
    expect(diagnostics.filter((line) => !line.startsWith('program.mts')).join('\n')).toMatch(/^wrong\.mts: Type 'number' is not assignable to type 'string'/);
  }, 120_000);
});

describe('what cannot be generated, said with where', () => {
  it.each([
    [
      'a name twice in one operation',
      (document: Record<string, any>) => {
        document.paths['/v1/trackings'].post.parameters = [
          ...(document.paths['/v1/trackings'].post.parameters ?? []),
          { name: 'TrackingNumbers', in: 'query', schema: { type: 'string' } },
        ];
      },
      'getTrackings (POST /v1/trackings): the name TrackingNumbers occurs twice (query parameter and body property)',
    ],
    [
      'a body that is no object of named properties',
      (document: Record<string, any>) => {
        document.paths['/v1/trackings'].post.requestBody = { content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } };
      },
      'getTrackings (POST /v1/trackings): the request body',
    ],
    [
      'an operation without an operationId',
      (document: Record<string, any>) => {
        delete document.paths['/v1/trackings'].post.operationId;
      },
      'POST /v1/trackings: a named method needs an operationId',
    ],
  ])('%s', (_name, change, message) => {
    const document = structuredClone(loadBundle());
    change(document);
    expect(() => renderOperationMethods(document)).toThrow(message);
  });
});

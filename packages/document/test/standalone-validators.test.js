// The validators written at build time (generated/validators/) judge as Ajv compiling the same
// schemas at run time does: the same verdicts and the same problems (message, keyword, paths and the
// place in the document) on the document's examples and on values broken at every place; the
// validator compiles nothing for the document they were written from, and compiles (never uses
// written code) for any other document.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSchemaValidator, decimalViolation, listOperations, loadBundle, REMOVE, replaceAt, walkSchema } from '../src/index.js';
import { operationSchemaPointers, writtenValidatorFiles } from '../src/validator-writer.js';
import { documentFingerprint, VALIDATOR_INDEX } from '../src/written-validators.js';
import { VALIDATORS_DIR } from '../src/validators-path.js';

const document = loadBundle();
const index = JSON.parse(readFileSync(join(VALIDATORS_DIR, VALIDATOR_INDEX), 'utf8'));
/** The same schemas in a document that is not the bundle (one mark more): its validator compiles them. */
const elsewhere = { ...structuredClone(document), 'x-not-the-bundle': true };

/** Values that break a value at one place each: a wrong type, too long, too many decimals, left out. */
function brokenAtEachPlace(/** @type {string} */ schemaPointer, /** @type {unknown} */ value) {
  const broken = [];
  for (const place of walkSchema(document, schemaPointer, value)) {
    if (!place.present) continue;
    const at = place.dataPath;
    const v = place.value;
    const wrong = typeof v === 'string' ? [12.345, 'x'.repeat(400), 'not a date'] : typeof v === 'number' ? ['x', 12.345678, 1e21, -1] : Array.isArray(v) ? ['x', [...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v], []] : v && typeof v === 'object' ? [[], { ...v, Unknown: 1 }, {}] : ['x'];
    for (const replacement of wrong) broken.push(at === '' ? replacement : replaceAt(value, at, replacement));
    if (at !== '') broken.push(replaceAt(value, at, REMOVE));
  }
  return broken;
}

/** Every pointer written ahead with the values to judge there: its examples and their broken copies. */
function casesOfWrittenPointers() {
  /** @type {Map<string, unknown[]>} */
  const values = new Map(Object.keys(index.files).map((pointer) => [pointer, [null, 'x', 1.005, {}, []]]));
  for (const operation of listOperations(document)) {
    const bodies = [operation.requestBody, ...operation.responses].filter((body) => body?.schemaPointer);
    for (const body of bodies) {
      for (const example of body?.examples ?? []) {
        const own = values.get(body.schemaPointer);
        own?.push(example.value, ...brokenAtEachPlace(body.schemaPointer, example.value));
        // keyword coverage tries a body's values against the branches of its alternatives
        for (const [pointer, list] of values) if (pointer.startsWith(`${body.schemaPointer}/`) || pointer.includes('/oneOf/') || pointer.includes('/anyOf/')) list.push(example.value);
      }
    }
    for (const parameter of operation.parameters) {
      for (const example of parameter.examples ?? []) values.get(parameter.schemaPointer)?.push(example.value, ...brokenAtEachPlace(parameter.schemaPointer, example.value));
    }
  }
  return values;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validators written at build time', () => {
  const cases = casesOfWrittenPointers();

  // A stale file fails `pnpm test`'s check of generated files (.ci/working-tree.js); a file of an
  // operation gone, which no build rewrites, fails here.
  it('are written for the bundled document, one file per operation and none left over', () => {
    expect(index.document).toBe(documentFingerprint(document));
    expect(readdirSync(VALIDATORS_DIR).sort()).toEqual(Object.keys(writtenValidatorFiles(document)).sort());
  });

  it('give the same verdicts and problems as the schemas compiled at run time', () => {
    const written = createSchemaValidator(document);
    const compiled = createSchemaValidator(elsewhere);
    const keywords = new Set();
    let judged = 0;
    for (const [pointer, values] of cases) {
      for (const value of values) {
        const want = compiled.validate(pointer, value);
        expect(written.validate(pointer, value), `${pointer} ${JSON.stringify(value).slice(0, 200)}`).toEqual(want);
        for (const problem of want.problems) keywords.add(problem.keyword);
        judged += 1;
      }
    }
    // the values broke the schemas in every way a run's answers are judged for
    expect(judged).toBeGreaterThan(2000);
    for (const keyword of ['type', 'required', 'maxLength', 'maxItems', 'pattern', 'format', 'maximum', 'minimum', 'x-decimal']) {
      expect([...keywords], keyword).toContain(keyword);
    }
  });

  it('keep an x-decimal problem worded by decimalViolation, named where the document writes x-decimal', () => {
    const pointer = Object.keys(index.files).find((p) => p === '/components/schemas/MerchantSku');
    const sku = listOperations(document).find((op) => op.requestBody?.schemaPointer === pointer)?.requestBody?.example;
    expect(pointer && sku).toBeTruthy();
    const place = [...walkSchema(document, /** @type {string} */ (pointer), sku)].find((p) => p.present && p.schema['x-decimal']);
    expect(place).toBeDefined();
    const { problems } = createSchemaValidator(document).validate(/** @type {string} */ (pointer), replaceAt(sku, place.dataPath, 12.345678));
    expect(problems).toEqual([
      expect.objectContaining({ keyword: 'x-decimal', instancePath: place.dataPath, message: decimalViolation(12.345678, place.schema['x-decimal']), schemaPointer: `${place.schemaPointer}/x-decimal` }),
    ]);
  });

  it('leave Ajv nothing to compile for the bundled document', () => {
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    const written = createSchemaValidator(document);
    for (const [pointer, values] of cases) for (const value of values) written.validate(pointer, value);
    expect(compile).not.toHaveBeenCalled();
    // the same spy sees the compiling a document without written code needs
    createSchemaValidator(elsewhere).validate(Object.keys(index.files)[0], null);
    expect(compile).toHaveBeenCalled();
  });

  it('serve a reworded document too: its prose is no validator\'s, so a description edit compiles nothing', () => {
    const reworded = structuredClone(document);
    // any operation: one without a description gets one, so the check holds whatever the wording is
    const [operation] = listOperations(reworded);
    const entry = reworded.paths[operation.path][operation.methodKey];
    entry.description = `${entry.description ?? ''} Reworded.`;
    expect(documentFingerprint(reworded)).toBe(documentFingerprint(document));
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    const written = createSchemaValidator(reworded);
    for (const [pointer, values] of cases) for (const value of values) written.validate(pointer, value);
    expect(compile).not.toHaveBeenCalled();
  });

  it('never judge a document they were not written from: a changed bound is the changed document\'s', () => {
    const trackings = listOperations(document).find((op) => op.operationId === 'getTrackings');
    const pointer = /** @type {string} */ (trackings?.requestBody?.schemaPointer);
    const changed = structuredClone(document);
    const place = [...walkSchema(changed, pointer, trackings?.requestBody?.example)].find((p) => typeof p.schema.maxItems === 'number');
    expect(place).toBeDefined();
    place.schema.maxItems = 1;
    const value = trackings?.requestBody?.example;
    const tooMany = replaceAt(value, place.dataPath, ['1Z999AA10123456784', '1Z999AA10123456785']);
    expect(createSchemaValidator(document).validate(pointer, tooMany).valid).toBe(true);
    expect(createSchemaValidator(changed).validate(pointer, tooMany).problems).toEqual([expect.objectContaining({ keyword: 'maxItems', message: 'must NOT have more than 1 items' })]);
  });
});

describe('validators written for a document with alternatives, enums, unique items and a header', () => {
  // The bundle has none of these; the writer must carry them as Ajv compiles them.
  const parcels = {
    openapi: '3.1.1',
    paths: {
      '/parcels': {
        post: {
          operationId: 'sendParcel',
          'x-endpoint': 1,
          parameters: [{ name: 'mode', in: 'query', schema: { type: 'string', enum: ['fast', 'slow'] } }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Parcel' } } } },
          responses: {
            200: {
              description: 'sent',
              headers: { 'X-Count': { schema: { type: 'integer', minimum: 1 } } },
              content: { 'application/json': { schema: { anyOf: [{ $ref: '#/components/schemas/Parcel' }, { type: 'object', required: ['Error'], properties: { Error: { type: 'string', maxLength: 3 } } }] } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Parcel: {
          type: 'object',
          required: ['Weight', 'Kind'],
          additionalProperties: false,
          properties: {
            Weight: { type: 'number', 'x-decimal': { precision: 5, scale: 1 } },
            Kind: { oneOf: [{ const: 'box' }, { type: 'string', pattern: '^bag-' }] },
            Sent: { type: 'string', format: 'date-time' },
            Tags: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } },
          },
        },
      },
    },
  };
  const good = { Weight: 12.5, Kind: 'box', Sent: '2026-11-20T00:00:00Z', Tags: ['a'] };
  const values = [good, null, [], 'x', 3, { Error: 'abcd' }, { Error: 'ab' }, { ...good, Kind: 'bag-1' }, { ...good, Kind: 'bag' }, { ...good, Weight: 12.25 }, { ...good, Weight: 123456 }, { ...good, Sent: 'soon' }, { ...good, Tags: ['a', 'a'] }, { ...good, Tags: ['c'] }, { ...good, Extra: 1 }, { Kind: 'box' }, 'fast', 'slower', 0, 2];

  it('give the verdicts and problems of the same schemas compiled at run time, and compile nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'written-validators-'));
    try {
      for (const [name, code] of Object.entries(writtenValidatorFiles(parcels))) writeFileSync(join(dir, name), code);
      const [operation] = listOperations(parcels);
      const pointers = operationSchemaPointers(parcels, operation);
      // the answer's alternatives and the Kind's, which keyword coverage tries one by one
      expect(pointers.filter((pointer) => /\/(oneOf|anyOf)\/\d+$/.test(pointer))).toHaveLength(4);
      const compiled = createSchemaValidator(parcels);
      const want = pointers.map((pointer) => values.map((value) => compiled.validate(pointer, value)));
      const keywords = new Set(want.flat().flatMap((verdict) => verdict.problems.map((problem) => problem.keyword)));
      for (const keyword of ['oneOf', 'anyOf', 'const', 'pattern', 'enum', 'uniqueItems', 'additionalProperties', 'x-decimal', 'format', 'minimum', 'maxLength', 'required']) expect([...keywords], keyword).toContain(keyword);
      const compile = vi.spyOn(Ajv2020.prototype, 'compile');
      const written = createSchemaValidator(parcels, { writtenIn: dir });
      expect(pointers.map((pointer) => values.map((value) => written.validate(pointer, value)))).toEqual(want);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

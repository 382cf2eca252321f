// Keyword coverage on a three-row table of its own: a small document whose three operations hold
// every kind of location, a handful of exchanges recorded against it, and what each marked.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { LOCATION_KINDS, operationLocations } from '../src/keyword-coverage/coverage-locations.js';
import { createCoverageRecorder } from '../src/keyword-coverage/coverage-recorder.js';
import { createCoverageReporter } from '../src/keyword-coverage/coverage-reporter.js';
import { schemaCoverage } from '../src/keyword-coverage/coverage-summary.js';
import { answerDrift } from '../src/drift.js';

const json = (schema) => ({ content: { 'application/json': { schema } } });
const document = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  info: { title: 'three rows', version: '1' },
  paths: {
    '/parcels': {
      post: {
        operationId: 'createParcel',
        'x-endpoint': 1,
        'x-effect': 'create',
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/Parcel' }) },
        responses: { 200: { description: 'ok', ...json({ $ref: '#/components/schemas/Receipt' }) }, 400: { description: 'refused', ...json({ type: 'object' }) } },
      },
    },
    '/parcels/{ParcelId}': {
      get: {
        operationId: 'getParcel',
        'x-endpoint': 2,
        'x-effect': 'read',
        parameters: [
          { name: 'ParcelId', in: 'path', required: true, schema: { type: 'string', maxLength: 8 } },
          { name: 'lang', in: 'query', schema: { type: 'string', 'x-extensible-enum': ['en', 'de'] } },
          { name: 'Page', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 5 } },
        ],
        responses: { 200: { description: 'found', ...json({ $ref: '#/components/schemas/Receipt' }) }, 404: { description: 'unknown', ...json({ type: 'object' }) } },
      },
    },
    '/payments': {
      post: {
        operationId: 'pay',
        'x-endpoint': 3,
        'x-effect': 'create',
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/Payment' }) },
        responses: { 201: { description: 'paid' } },
      },
    },
  },
  components: {
    schemas: {
      Parcel: {
        type: 'object',
        required: ['Sku'],
        properties: {
          Sku: { type: 'string', minLength: 2, maxLength: 4, pattern: '^[A-Z0-9]+$' },
          Weight: { type: 'number', 'x-decimal': { precision: 5, scale: 2 } },
          Lines: { type: 'array', maxItems: 2, items: { type: 'object', properties: { Qty: { type: 'integer', minimum: 1 } } } },
          Sent: { type: 'string', format: 'date-time' },
        },
      },
      Receipt: { type: 'object', properties: { State: { type: 'string', 'x-extensible-enum': ['Open', 'Shipped'] }, Note: { type: 'string' } } },
      Payment: { oneOf: [{ type: 'object', required: ['Card'], properties: { Card: { type: 'string' } } }, { type: 'object', required: ['Iban'], properties: { Iban: { type: 'string' } } }] },
    },
  },
};
const operations = listOperations(document);
const op = (id) => operations.find((o) => o.operationId === id);
const answer = (status, body) => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The ids of one operation's reached locations, as `side kind pointer`. */
function reachedOf(recorder, operationId) {
  return recorder
    .states()
    .filter((s) => s.location.operationId === operationId && s.hits > 0)
    .map((s) => `${s.location.side} ${s.location.kind} ${s.location.pointer} ${[...s.phases].join(',')}`);
}

describe('the locations of a document', () => {
  it('enumerates every kind of location on the table (a kind added without its enumeration fails here)', () => {
    const kinds = new Set(operations.flatMap((o) => operationLocations(document, o)).map((l) => l.kind));
    expect([...kinds].sort()).toEqual([...LOCATION_KINDS].sort());
  });

  it('names each by its JSON pointer in the document', () => {
    const parcel = operationLocations(document, op('createParcel')).map((l) => `${l.side} ${l.kind} ${l.pointer}`);
    expect(parcel).toEqual(
      expect.arrayContaining([
        'request property-present /components/schemas/Parcel/properties/Sku',
        'request required-missing /components/schemas/Parcel/required/0',
        'request property-absent /components/schemas/Parcel/properties/Weight',
        'request bound-met /components/schemas/Parcel/properties/Sku/maxLength',
        'request bound-broken /components/schemas/Parcel/properties/Lines/maxItems',
        'request bound-broken /components/schemas/Parcel/properties/Lines/items/properties/Qty/minimum',
        'answer status /paths/~1parcels/post/responses/200',
        'answer media-type /paths/~1parcels/post/responses/200/content/application~1json',
        'answer enum-value /components/schemas/Receipt/properties/State/x-extensible-enum/1',
      ]),
    );
    // A required member is never "absent" (that is required-missing); an answer breaks no bound.
    expect(parcel).not.toContain('request property-absent /components/schemas/Parcel/properties/Sku');
    expect(parcel.filter((l) => l.startsWith('answer bound-broken'))).toEqual([]);
  });
});

describe('recording exchanges', () => {
  it('marks present and absent members, bounds met and broken, missing required members, by phase', () => {
    const recorder = createCoverageRecorder({ document });
    const parcel = op('createParcel');
    const receipt = answer(200, { State: 'Shipped' });
    recorder.recordExchange({ operation: parcel, phase: 'examples', request: { path: {}, query: {}, body: { Sku: 'AB12', Weight: 100.25 } }, answer: receipt });
    recorder.recordExchange({ operation: parcel, phase: 'bounds', request: { path: {}, query: {}, body: { Sku: 'ABCDE' } }, answer: answer(400, {}) });
    recorder.recordExchange({ operation: parcel, phase: 'generated', request: { path: {}, query: {}, body: { Lines: [{ Qty: 0 }, {}, {}], Sent: 'soon' } }, answer: answer(400, {}) });
    const reached = reachedOf(recorder, 'createParcel');
    const base = '/components/schemas/Parcel';
    expect(reached).toEqual(
      expect.arrayContaining([
        `request property-present ${base}/properties/Sku examples,bounds`,
        `request property-absent ${base}/properties/Lines examples,bounds`,
        `request property-present ${base}/properties/Weight examples`,
        `request bound-met ${base}/properties/Sku/maxLength examples`,
        `request bound-met ${base}/properties/Sku/pattern examples,bounds`,
        `request bound-met ${base}/properties/Weight/x-decimal examples`,
        `request bound-broken ${base}/properties/Sku/maxLength bounds`,
        `request required-missing ${base}/required/0 generated`,
        `request bound-broken ${base}/properties/Lines/maxItems generated`,
        `request bound-broken ${base}/properties/Lines/items/properties/Qty/minimum generated`,
        `request bound-broken ${base}/properties/Sent/format generated`,
        'answer status /paths/~1parcels/post/responses/200 examples',
        'answer enum-value /components/schemas/Receipt/properties/State/x-extensible-enum/1 examples',
        'answer property-absent /components/schemas/Receipt/properties/Note examples',
      ]),
    );
    // Not met: 'ABCDE' is past maxLength (broken, not met), and 'AB12' is not on minLength 2.
    expect(reached.some((l) => l.includes(`${base}/properties/Sku/minLength`))).toBe(false);
    expect(reached.filter((l) => l.includes('bound-met') && l.includes('maxLength'))).toEqual([`request bound-met ${base}/properties/Sku/maxLength examples`]);
  });

  it('drained after each batch and absorbed elsewhere, gives the hits and phases of one recorder of every exchange', () => {
    const parcel = op('createParcel');
    const exchanges = [
      { operation: parcel, phase: 'examples', request: { path: {}, query: {}, body: { Sku: 'AB12', Weight: 100.25 } }, answer: answer(200, { State: 'Shipped' }) },
      { operation: parcel, phase: 'bounds', request: { path: {}, query: {}, body: { Sku: 'ABCDE' } }, answer: answer(400, {}) },
      { operation: parcel, phase: 'examples', request: { path: {}, query: {}, body: { Sku: 'AB12' } }, answer: answer(200, { State: 'Shipped' }) },
      { operation: parcel, phase: 'generated', request: { path: {}, query: {}, body: { Lines: [{ Qty: 0 }, {}, {}], Sent: 'soon' } }, answer: answer(400, {}) },
    ];
    const whole = createCoverageRecorder({ document });
    for (const exchange of exchanges) whole.recordExchange(exchange);
    const draining = createCoverageRecorder({ document });
    const merged = createCoverageRecorder({ document });
    for (const part of [exchanges.slice(0, 1), exchanges.slice(1, 3), exchanges.slice(3)]) {
      for (const exchange of part) draining.recordExchange(exchange);
      merged.absorb(draining.drain());
    }
    expect(draining.drain()).toEqual([]);
    const counts = (recorder) => recorder.states().map((state) => `${state.location.id} ${state.hits} ${[...state.phases].sort()}`);
    expect(counts(merged)).toEqual(counts(whole));
    expect(counts(merged).filter((line) => !line.includes(' 0 ')).length).toBeGreaterThan(10);
  });

  it('counts a length in characters as the validator does: an emoji is one, a lone surrogate one', () => {
    const recorder = createCoverageRecorder({ document });
    const maxLength = (sku) => {
      recorder.recordExchange({ operation: op('createParcel'), phase: sku, request: { path: {}, query: {}, body: { Sku: sku } } });
      return reachedOf(recorder, 'createParcel').some((l) => l.startsWith('request bound-met /components/schemas/Parcel/properties/Sku/maxLength') && l.endsWith(sku));
    };
    // Four characters in six code units is on maxLength 4; three in four code units is not.
    expect(maxLength('A\u{1F600}B\u{1F600}')).toBe(true);
    expect(maxLength('A\u{1F600}B')).toBe(false);
    expect(maxLength('AB\uD800C')).toBe(true);
  });

  it('marks parameters present, absent and missing, wire text read as its type, enum values sent', () => {
    const recorder = createCoverageRecorder({ document });
    const get = op('getParcel');
    recorder.recordExchange({ operation: get, phase: 'traffic', request: { path: { ParcelId: 'P1' }, query: { Page: '5', lang: 'de' } }, answer: answer(404, {}) });
    recorder.recordExchange({ operation: get, phase: 'bounds', request: { path: { ParcelId: 'P1' }, query: {} } });
    const reached = reachedOf(recorder, 'getParcel');
    const params = '/paths/~1parcels~1{ParcelId}/get/parameters';
    expect(reached).toEqual(
      expect.arrayContaining([
        `request parameter-present ${params}/0 traffic,bounds`,
        `request parameter-present ${params}/1 traffic`,
        `request parameter-absent ${params}/1 bounds`,
        `request required-missing ${params}/2/required bounds`,
        `request bound-met ${params}/2/schema/maximum traffic`,
        `request enum-value ${params}/1/schema/x-extensible-enum/1 traffic`,
        `answer status /paths/~1parcels~1{ParcelId}/get/responses/404 traffic`,
      ]),
    );
  });

  it('marks the oneOf branch a value takes, and walks into it', () => {
    const recorder = createCoverageRecorder({ document });
    recorder.recordExchange({ operation: op('pay'), phase: 'generated', request: { path: {}, query: {}, body: { Iban: 'DE00' } }, answer: { status: 201, headers: {}, body: '' } });
    expect(reachedOf(recorder, 'pay')).toEqual(
      expect.arrayContaining([
        'request branch /components/schemas/Payment/oneOf/1 generated',
        'request property-present /components/schemas/Payment/oneOf/1/properties/Iban generated',
        'answer status /paths/~1payments/post/responses/201 generated',
      ]),
    );
    expect(reachedOf(recorder, 'pay').some((l) => l.includes('oneOf/0 '))).toBe(false);
  });
});

describe('answers marked on the drift walk', () => {
  /** Every location's hits and phases, as `id hits phases`. */
  const marksOf = (recorder) => recorder.states().map((s) => `${s.location.id} ${s.hits} ${[...s.phases].join(',')}`);
  /** The same exchanges recorded twice: alone, and with the judge's drift walk marking each answer first. */
  const bothWays = (doc, exchanges) => {
    const validator = createSchemaValidator(doc);
    const alone = createCoverageRecorder({ document: doc, validator });
    const along = createCoverageRecorder({ document: doc, validator });
    let walkedAlong = 0;
    for (const { operation, phase, request, answer } of exchanges) {
      alone.recordExchange({ operation, phase, request, answer });
      const reader = (answered) => {
        const carried = along.alongAnswer(answered);
        if (carried) walkedAlong += 1;
        return carried;
      };
      answerDrift({ document: doc, exchange: { operation, intent: 'valid' }, answer, live: true, along: reader, phase });
      along.recordExchange({ operation, phase, request, answer });
    }
    return { alone: marksOf(alone), along: marksOf(along), walkedAlong };
  };

  it('marks what walking the answer again marks, on every example answer of the document and on bodies beyond it', () => {
    const bundle = loadBundle();
    const exchanges = [];
    for (const operation of listOperations(bundle)) {
      for (const response of operation.responses) {
        const status = Number(response.key) || 200;
        for (const example of response.examples) {
          const phase = `${operation.operationId} ${response.key}`;
          exchanges.push({ operation, phase, request: { path: {}, query: {} }, answer: answer(status, example.value) });
          // Beyond the document: an undeclared member, and the example's arrays emptied (members absent, bounds off).
          const beyond = JSON.parse(JSON.stringify(example.value ?? null), (_key, value) => (Array.isArray(value) ? [] : value));
          if (beyond !== null && typeof beyond === 'object' && !Array.isArray(beyond)) beyond.NotInTheDocument = 1;
          exchanges.push({ operation, phase: 'beyond', request: { path: {}, query: {} }, answer: answer(status, beyond) });
        }
      }
    }
    const { alone, along, walkedAlong } = bothWays(bundle, exchanges);
    expect(walkedAlong).toBeGreaterThan(exchanges.length / 2);
    expect(along).toEqual(alone);
    expect(alone.filter((line) => !line.includes(' 0 ')).length).toBeGreaterThan(100);
  });

  it('walks into the oneOf branch an answer takes, as walking it again does', () => {
    const withChoice = structuredClone(document);
    withChoice.paths['/payments'].post.responses = { 201: { description: 'paid', ...json({ $ref: '#/components/schemas/Payment' }) } };
    const pay = listOperations(withChoice).find((o) => o.operationId === 'pay');
    const { alone, along, walkedAlong } = bothWays(withChoice, [
      { operation: pay, phase: 'a', request: { path: {}, query: {}, body: { Card: 'C' } }, answer: answer(201, { Iban: 'DE00' }) },
      { operation: pay, phase: 'b', request: { path: {}, query: {}, body: { Card: 'C' } }, answer: answer(201, { Card: 'C', Other: 1 }) },
    ]);
    expect(walkedAlong).toBe(2);
    expect(along).toEqual(alone);
    expect(alone).toContain('pay answer branch /components/schemas/Payment/oneOf/1 1 a');
  });

  // No answer of today's document has a numeric bound or a numeric enum, so the comparison above
  // cannot see a walk that skips numbers; this document has both, at two depths, met and not.
  it('marks the numeric bounds and numeric enum values of an answer as walking it again does', () => {
    const withNumbers = structuredClone(document);
    withNumbers.components.schemas.Receipt.properties.Count = { type: 'integer', minimum: 1, maximum: 3 };
    withNumbers.components.schemas.Receipt.properties.Boxes = { type: 'array', items: { type: 'object', properties: { Size: { type: 'integer', enum: [10, 20] }, Kg: { type: 'number', maximum: 30 } } } };
    const getParcel = listOperations(withNumbers).find((o) => o.operationId === 'getParcel');
    const bodies = [
      { Count: 1, Boxes: [{ Size: 10, Kg: 1.5 }] },
      { Count: 3, Boxes: [{ Size: 20, Kg: 30 }, { Size: 30 }] },
      { Count: 2, Boxes: [{ Kg: 31 }] },
    ];
    const { alone, along, walkedAlong } = bothWays(
      withNumbers,
      bodies.map((body, index) => ({ operation: getParcel, phase: `n${index}`, request: { path: {}, query: {} }, answer: answer(200, body) })),
    );
    expect(walkedAlong).toBe(bodies.length);
    expect(along).toEqual(alone);
    const marks = (kind, pointer) => alone.find((line) => line.startsWith(`getParcel answer ${kind} /components/schemas/Receipt/properties/${pointer} `));
    expect(marks('bound-met', 'Count/minimum')).toMatch(/ 1 n0$/);
    expect(marks('bound-met', 'Count/maximum')).toMatch(/ 1 n1$/);
    expect(marks('enum-value', 'Boxes/items/properties/Size/enum/1')).toMatch(/ 1 n1$/);
    expect(marks('bound-met', 'Boxes/items/properties/Kg/maximum')).toMatch(/ 1 n1$/);
  });
});

describe('the coverage reporter', () => {
  it('reads the exchange as judged where the event offers it (traffic), not its masked copy', () => {
    const reporter = createCoverageReporter({ document, operations });
    const exchange = (body) => ({ operation: op('createParcel'), kind: 'recorded', request: { path: {}, query: {}, body } });
    // Masking keeps the length and loses the pattern: the copy says nothing of what was sent.
    const masked = { type: 'exchange-judged', exchange: exchange({ Sku: '****' }), phase: 'recorded', answer: answer(200, { State: '****' }), results: [], drift: [] };
    reporter.handle({ ...masked, unmasked: { exchange: exchange({ Sku: 'AB12' }), answer: answer(200, { State: 'Open' }) } });
    const reached = reporter.states().filter((s) => s.hits > 0).map((s) => `${s.location.side} ${s.location.kind} ${s.location.pointer}`);
    expect(reached).toEqual(expect.arrayContaining(['request bound-met /components/schemas/Parcel/properties/Sku/pattern', 'answer enum-value /components/schemas/Receipt/properties/State/x-extensible-enum/0']));
    expect(reached).not.toContain('request bound-broken /components/schemas/Parcel/properties/Sku/pattern');
  });

  it('never reads the masked copy of a recorded exchange (masking it is what a conformant exchange must not cost)', () => {
    const reporter = createCoverageReporter({ document, operations });
    const exchange = { operation: op('createParcel'), kind: 'recorded', request: { path: {}, query: {}, body: { Sku: 'AB12' } } };
    let maskedReads = 0;
    const event = {
      type: 'exchange-judged',
      phase: 'recorded',
      results: [],
      drift: [],
      unmasked: { exchange, answer: answer(200, { State: 'Open' }) },
      // As a recorded exchange's event: its `exchange` and `answer` are masked when first read.
      get exchange() {
        maskedReads += 1;
        return exchange;
      },
      get answer() {
        maskedReads += 1;
        return answer(200, { State: 'Open' });
      },
    };
    reporter.handle(event);
    expect(maskedReads).toBe(0);
    expect(reporter.states().some((s) => s.hits > 0 && s.location.kind === 'enum-value')).toBe(true);
  });
});

describe('the figures and the reasons', () => {
  it('counts each side apart and says why a location was not reached where the run knows', () => {
    const recorder = createCoverageRecorder({ document });
    recorder.recordExchange({ operation: op('getParcel'), phase: 'examples', request: { path: { ParcelId: 'P1' }, query: { Page: 1 } }, answer: answer(200, { State: 'Open', Note: 'n' }) });
    const coverage = schemaCoverage(recorder.states(), {
      target: 'production',
      phases: ['examples'],
      notSent: ['createParcel', 'pay'].map((operationId) => ({ operationId, outcome: 'refused', reason: 'x-effect is create', effect: 'create' })),
    });
    const get = coverage.operations.find((o) => o.operationId === 'getParcel');
    const reached = get.locations.filter((l) => l.side === 'request' && l.hits > 0).length;
    expect(get.request).toEqual({ reached, total: get.locations.filter((l) => l.side === 'request').length, percent: Math.floor((reached / get.request.total) * 1000) / 10 });
    expect(coverage.request.total).toBe(coverage.operations.reduce((n, o) => n + o.request.total, 0));
    const reason = (operationId, kind) => coverage.operations.find((o) => o.operationId === operationId).locations.find((l) => l.kind === kind && l.hits === 0)?.reason;
    expect(reason('createParcel', 'property-present')).toBe('production: creations are not sent');
    expect(reason('getParcel', 'status')).toBe('no answer ever had status 404');
    expect(reason('getParcel', 'required-missing')).toBe('only the bounds and generated phases break a rule, and neither ran');
  });
});

describe('recorded traffic feeds coverage too', () => {
  it('`check` of a run\'s recording marks what its exchanges reached, phase recorded, and writes coverage.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-coverage-check-'));
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };
    try {
      expect(await main(['--operations', 'getTrackings', '--phases', 'examples,bounds', '--report-dir', join(dir, 'run')], {}, quiet)).toBe(0);
      const ran = JSON.parse(await readFile(join(dir, 'run', 'coverage.json'), 'utf8'));
      let out = '';
      const code = await main(['check', join(dir, 'run', 'exchanges.har'), '--report-dir', join(dir, 'check')], {}, { stdout: { write: (t) => (out += t) }, stderr: { write: (t) => (out += t) } });
      expect(code, out.slice(-2000)).toBe(0);
      const checked = JSON.parse(await readFile(join(dir, 'check', 'coverage.json'), 'utf8'));
      const trackings = (coverage) => coverage.operations.find((op) => op.operationId === 'getTrackings');
      const reached = (coverage) => trackings(coverage).locations.filter((l) => l.hits > 0);
      // The same exchanges, judged from the recording, reach the same request locations.
      expect(reached(checked).filter((l) => l.side === 'request').map((l) => `${l.kind} ${l.pointer}`).sort()).toEqual(reached(ran).filter((l) => l.side === 'request').map((l) => `${l.kind} ${l.pointer}`).sort());
      expect(new Set(reached(checked).flatMap((l) => l.phases))).toEqual(new Set(['recorded']));
      expect(out).toMatch(/Schema coverage: requests \d/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// Identifiers of the service's own making (`x-assigned-by-service` in the document), tried by
// requests: each creation gets its own values, in the example's shape, valid against the schema,
// unique within the session, the same on every read of the order and through every read linked
// to its creation. Which members, which creations and which reads all come from the document.
import { assignedByService, createSchemaValidator, exampleRequest, listOperations, loadBundle, replaceAt, requestTarget } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { describe, expect, it } from 'vitest';
import { countedOn } from '../src/assigned-values.js';
import { createMockFetch } from '../src/mock-fetch.js';
import { SESSION_HEADER } from '../src/session-states.js';
import { buildStatePlan } from '../src/state-plan.js';

const document = loadBundle();
const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const plan = buildStatePlan(document);
const validator = createSchemaValidator(document);

describe('countedOn', () => {
  it.each([
    ['SP2026112000017001', 1, 'SP2026112000017002'],
    ['INT-7001', 25, 'INT-7026'],
    ['DE0001234567', 1, 'DE0001234568'],
    ['AB-99-X', 1, 'AB-00-X'],
    ['NODIGITS', 3, 'NODIGITS-3'],
  ])('%s + %i = %s', (example, count, want) => {
    expect(countedOn(example, count)).toBe(want);
  });
});

/** Sends one request of an operation to its own origin through the in-process door. */
async function send(/** @type {ReturnType<typeof createMockFetch>} */ mock, /** @type {string} */ operationId, /** @type {import('@fulfillment-api/document').ExampleRequest} */ request, /** @type {string} */ session) {
  const operation = /** @type {import('@fulfillment-api/document').DocumentOperation} */ (operations.get(operationId));
  const target = requestTarget(operation.path, request, { [MOCK_SERVER_PARAMETER]: operation.servers[0].urlWithDefaults() });
  const response = await mock.fetch(`http://mock.test${target}`, {
    method: operation.method,
    headers: { [SESSION_HEADER]: session, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const creations = [...plan.creations.values()].filter((creation) => creation.targets.some((target) => target.assigned.length > 0));

describe('each creation gets identifiers of its own', () => {
  it('the document marks members on the reads of every creation that a read gives back', () => {
    expect(creations.map((creation) => creation.operationId).sort()).toEqual(
      [...plan.creations.values()].filter((creation) => creation.targets.length > 0).map((creation) => creation.operationId).sort(),
    );
  });

  it.each(creations.map((creation) => [creation.operationId, creation]))('%s: three orders, read twice through every linked read', async (operationId, creation) => {
    const mock = createMockFetch();
    const session = `assigned-${operationId}`;
    const example = exampleRequest(/** @type {any} */ (operations.get(operationId)));
    const ids = ['ID-ASSIGNED-1', 'ID-ASSIGNED-2', 'ID-ASSIGNED-3'];
    for (const id of ids) {
      const { pointer, many, key } = creation.packages;
      const body = replaceAt(example.body, `${pointer}${many ? '/0' : ''}/${key}`, id);
      const sent = many ? replaceAt(body, pointer, [/** @type {any} */ (body)[pointer.slice(1)][0]]) : body;
      expect((await send(mock, operationId, { ...example, body: sent }, session)).status).toBe(creation.createdStatus);
    }
    const reads = [...plan.lookups.values()].filter((lookup) => creation.targets.some((target) => target.space === lookup.space && lookup.operationId === lookup.space));
    expect(reads.length).toBe(creation.targets.length);
    /** @type {Map<string, Record<string, unknown>>} member values by id, across reads */
    const byId = new Map();
    for (const lookup of reads) {
      const read = /** @type {import('@fulfillment-api/document').DocumentOperation} */ (operations.get(lookup.operationId));
      const ok = /** @type {any} */ (read.response(200));
      const members = assignedByService(document, ok.schemaPointer, ok.examples[0].value);
      expect(members.length, lookup.operationId).toBeGreaterThan(0);
      for (const id of ids) {
        const readRequest = exampleRequest(read);
        const first = await send(mock, lookup.operationId, { ...readRequest, path: { ...readRequest.path, [lookup.parameter]: id } }, session);
        const again = await send(mock, lookup.operationId, { ...readRequest, path: { ...readRequest.path, [lookup.parameter]: id } }, session);
        expect(first.status).toBe(200);
        expect(again.body, 'a second read gives the same').toEqual(first.body);
        const values = byId.get(id) ?? {};
        byId.set(id, values);
        for (const member of members) {
          const name = member.dataPath.slice(1);
          const value = first.body[name];
          // One order read through two reads (drop-ship: 10 and 11) has one value, in the shape of
          // the first linked read's example.
          const shape = /** @type {any} */ (creation.targets.flatMap((target) => target.assigned).find((candidate) => candidate.name === name)).example;
          expect(typeof value, `${lookup.operationId} ${name}`).toBe('string');
          expect(value).not.toBe(shape);
          expect(value.length, `${name} keeps the example's length`).toBe(shape.length);
          expect(value.replace(/\d/g, '0'), `${name} keeps the example's shape`).toBe(shape.replace(/\d/g, '0'));
          expect(validator.validate(member.schemaPointer, value).valid).toBe(true);
          // Through every read linked to the creation, the same order has the same identifier.
          if (name in values) expect(value, `${name} of ${id} through ${lookup.operationId}`).toBe(values[name]);
          values[name] = value;
        }
      }
    }
    for (const name of new Set([...byId.values()].flatMap((values) => Object.keys(values)))) {
      const all = ids.map((id) => byId.get(id)?.[name]);
      expect(new Set(all).size, `${name}: ${all.join(', ')}`).toBe(ids.length);
    }
  });

  it('a reset session starts again; another session has its own; the example order keeps the example\'s values', async () => {
    const [creation] = creations;
    const mock = createMockFetch();
    const example = exampleRequest(/** @type {any} */ (operations.get(creation.operationId)));
    const lookup = /** @type {any} */ ([...plan.lookups.values()].find((candidate) => candidate.space === creation.targets[0].space && candidate.operationId === candidate.space));
    const read = /** @type {any} */ (operations.get(lookup.operationId));
    const readRequest = exampleRequest(read);
    const seedAnswer = await send(mock, lookup.operationId, readRequest, 'a');
    expect(seedAnswer.body).toEqual(read.response(200).examples[0].value);
    const [member] = creation.targets[0].assigned;
    const { pointer, many, key } = creation.packages;
    const id = 'ID-SESSIONS-1';
    const body = replaceAt(example.body, `${pointer}${many ? '/0' : ''}/${key}`, id);
    await send(mock, creation.operationId, { ...example, body }, 'a');
    await send(mock, creation.operationId, { ...example, body }, 'b');
    const inA = (await send(mock, lookup.operationId, { ...readRequest, path: { [lookup.parameter]: id } }, 'a')).body[member.name];
    const inB = (await send(mock, lookup.operationId, { ...readRequest, path: { [lookup.parameter]: id } }, 'b')).body[member.name];
    expect(inA).toBe(countedOn(member.example, 1));
    expect(inB).toBe(inA);
    expect((await send(mock, lookup.operationId, readRequest, 'a')).body[member.name]).toBe(member.example);
  });
});

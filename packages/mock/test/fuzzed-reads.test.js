// The requests a fuzzer sends to the reads (Schemathesis against the mock found the first two):
// an identifier holding a comma, repeated and mistyped query parameters, percent-encoded slashes,
// empty values, unicode. Every answer has a status the document declares for the operation, read
// through the document library's operation model; a string path parameter is taken whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { startMock } from '../src/index.js';
import { buildStatePlan } from '../src/state-plan.js';

const document = await loadBundle();
const operations = listOperations(document);
const reads = operations.filter((op) => op.effect === 'read' && op.parameters.some((p) => p.in === 'path'));

let mock;
beforeAll(async () => {
  mock = await startMock({ output: { write: () => {} } });
});
afterAll(() => mock?.close());

/** Over the mock's real socket, the path sent as written (`fetch` keeps commas and `%2F`). */
async function send(op, pathValues, query = '') {
  let path = op.path;
  for (const [name, value] of Object.entries(pathValues)) path = path.replace(`{${name}}`, value);
  const server = encodeURIComponent(op.servers[0].urlWithDefaults());
  const response = await fetch(new URL(`${path}?__server=${server}${query}`, mock.url), { method: op.method });
  return { status: response.status, body: await response.text() };
}

/** A fuzzer's values for one path parameter: raw text, already percent-encoded where needed. */
const FUZZED_IDS = ['a,b', ',', 'a%2Fb', '%20', 'x'.repeat(300), encodeURIComponent('ü€😀'), '%00', 'null', '0'];

/** A fuzzer's query strings, per declared query parameter: repeated, empty, mistyped, unicode, unknown. */
function fuzzedQueries(op) {
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const cases = ['&unknown=1'];
  for (const name of names) {
    cases.push(`&${name}=a&${name}=b`, `&${name}=`, `&${name}=1&${name}=true`, `&${name}[]=x`, `&${name}=${encodeURIComponent('ü€😀')}`, `&${name}=%2C%2C`);
  }
  return cases;
}

/** The operation's own example identifier for each path parameter, as the document gives it. */
function exampleIds(op) {
  return Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(p.example))]));
}

describe('the reads answer a fuzzer only with statuses the document declares', () => {
  it('covers the status reads (the document states 200 and 404 only for them)', () => {
    const stated = reads.filter((op) => !op.responses.some((r) => r.key === '400'));
    expect(stated.length).toBeGreaterThanOrEqual(5);
  });

  for (const op of reads) {
    const declared = new Set(op.responses.map((r) => r.key));
    it(`${op.operationId}: fuzzed identifiers and query parameters`, async () => {
      const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const answers = [];
      for (const id of FUZZED_IDS) {
        const values = Object.fromEntries(pathNames.map((name) => [name, id]));
        answers.push({ request: id, ...(await send(op, values)) });
      }
      for (const query of fuzzedQueries(op)) answers.push({ request: query, ...(await send(op, exampleIds(op), query)) });
      const undeclared = answers.filter((answer) => !declared.has(String(answer.status)));
      expect(undeclared.map(({ request, status, body }) => ({ request, status, body: body.slice(0, 200) }))).toEqual([]);
    });
  }

  it('takes a string identifier holding a comma whole: 404 for one never created, not a path type violation', async () => {
    const op = operations.find((candidate) => candidate.parameters.some((p) => p.in === 'path') && candidate.responses.some((r) => r.key === '404'));
    const name = op.parameters.find((p) => p.in === 'path').name;
    const { status, body } = await send(op, { [name]: 'a,b' });
    expect(status).toBe(404);
    expect(JSON.parse(body).detail).toContain('"a,b"');
  });

  it('checks a comma identifier as a string where the operation does judge invalid data (declares 400)', async () => {
    const judged = reads.filter((op) => op.responses.some((r) => r.key === '400'));
    expect(judged.length).toBeGreaterThan(0);
    for (const op of judged) {
      const values = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'a,b']));
      const { body } = await send(op, values);
      const violations = (() => { try { return JSON.parse(body).violations ?? []; } catch { return []; } })();
      expect(violations.filter((v) => v.in === 'path'), op.operationId).toEqual([]);
    }
  });

  it('reads back an order created with an identifier holding a comma, where the creation allows one', async () => {
    const plan = buildStatePlan(document);
    const readBack = [];
    for (const creation of plan.creations.values()) {
      const create = operations.find((op) => op.operationId === creation.operationId);
      const body = structuredClone(create.requestBody.example);
      const at = creation.packages.pointer.split('/').slice(1).reduce((node, key) => node[key], body);
      const item = creation.packages.many ? at[0] : at;
      const id = `${item[creation.packages.key]},2`;
      item[creation.packages.key] = id;
      const server = create.servers[0].urlWithDefaults();
      const created = await fetch(new URL(`${create.path}?__server=${encodeURIComponent(server)}`, mock.url), {
        method: create.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await created.arrayBuffer();
      if (!created.ok) continue; // the creation's schema refuses a comma in this identifier
      for (const [operationId, lookup] of plan.lookups) {
        if (lookup.space !== operationId || !creation.targets.some((target) => target.space === lookup.space)) continue;
        const read = operations.find((op) => op.operationId === operationId);
        const { status, body: answer } = await send(read, { [lookup.parameter]: id });
        expect(status, operationId).toBe(200);
        if (lookup.idField) expect(JSON.parse(answer)[lookup.idField]).toBe(id);
        readBack.push(operationId);
      }
    }
    expect(readBack.length).toBeGreaterThan(0);
  });
});

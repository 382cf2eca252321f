// Every bound the document states on a request, sent to the mock over a real socket as a stranger
// would: the document's own example request with exactly one value changed (the library's
// requestBoundCases). On the bound the mock answers 2xx; past it, 400 with a body of the mock's own
// whose violations name the place that broke. Derived from the document, so a bound added there is
// tested here without a line of this file changing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle, requestBoundCases, requestTarget } from '@fulfillment-api/document';
import { startMock } from '../src/index.js';

const document = loadBundle();
const cases = listOperations(document).flatMap((operation) =>
  requestBoundCases(document, operation).map((boundCase) => [boundCase.name, { operation, boundCase }]),
);

let mock;
beforeAll(async () => {
  mock = await startMock({ log: 'silent' });
});
afterAll(() => mock?.close());

/** The last segment of a body pointer or a parameter's name: what a violation's `field` ends with. */
function fieldName(boundCase) {
  if (boundCase.in !== 'body') return boundCase.target;
  const segments = boundCase.target.split('/').filter(Boolean);
  // A missing property is reported where it is missing from; an array item by its array.
  const named = boundCase.keyword === 'required' ? String(boundCase.limit) : segments.filter((s) => !/^\d+$/.test(s)).at(-1);
  return named ?? '';
}

async function send({ operation, boundCase }) {
  const { request } = boundCase;
  const intended = operation.servers[0].urlWithDefaults().replace(/\/+$/, '');
  const response = await fetch(new URL(requestTarget(operation.path, request, { __server: intended }), mock.url), {
    method: operation.method,
    ...(request.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  return { status: response.status, text };
}

describe('every stated bound, at the mock', () => {
  it('has cases of every kind of bound the description states', () => {
    const keywords = new Set(cases.map(([, { boundCase }]) => boundCase.keyword));
    for (const keyword of ['maxLength', 'maximum', 'minimum', 'maxItems', 'pattern', 'required', 'type', 'format', 'x-decimal']) {
      expect(keywords).toContain(keyword);
    }
  });

  it.each(cases)('%s', async (_name, sent) => {
    const { status, text } = await send(sent);
    if (sent.boundCase.expect === 'accepted') {
      expect(status, text).toBeGreaterThanOrEqual(200);
      expect(status, text).toBeLessThan(300);
      return;
    }
    expect(status, text).toBe(400);
    const body = JSON.parse(text);
    expect(body.source).toBe('fulfillment-mock');
    const field = fieldName(sent.boundCase);
    // `Packages[0].PackageId` names PackageId; a bound on the whole body is named by an empty field.
    const names = (violation) => (field === '' ? violation.field === '' : String(violation.field).split(/[.[\]]/).includes(field));
    expect(body.violations.some(names), `${field || 'the whole body'} named in ${text}`).toBe(true);
  });
});

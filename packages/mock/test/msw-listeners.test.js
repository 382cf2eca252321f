// The MSW door under a long test file: every request MSW intercepts must leave nothing behind on a
// signal that outlives it. msw 2.13.3 added one abort listener per intercepted request to the
// network's own signal (removed only at `server.close()`), so a file of more than ten requests
// printed a MaxListenersExceededWarning and kept every request's listener; msw 2.14.6 stopped it.
import { once } from 'node:events';
import { exampleRequest, listOperations, loadBundle, requestTarget } from '@fulfillment-api/document';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMockHandlers } from '../src/msw.js';

const read = listOperations(loadBundle()).find((operation) => operation.effect === 'read' && operation.requestBody === undefined && operation.parameters.some((parameter) => parameter.in === 'path'));
if (!read) throw new Error('the document has no read by a path identifier');
const url = `${read.servers[0].urlWithDefaults()}${requestTarget(read.path, exampleRequest(read))}`;
const mock = createMockHandlers();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('fifty requests through MSW raise no MaxListenersExceededWarning', async () => {
  /** @type {Error[]} */
  const warnings = [];
  const onWarning = (/** @type {Error} */ warning) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    for (let index = 0; index < 50; index += 1) expect((await fetch(url)).status).toBe(200);
    // Warnings are emitted on a later tick: one more turn lets any of them arrive.
    await Promise.race([once(process, 'warning'), new Promise((resolve) => setTimeout(resolve, 50))]);
  } finally {
    process.off('warning', onWarning);
  }
  expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning').map((warning) => warning.message)).toEqual([]);
});

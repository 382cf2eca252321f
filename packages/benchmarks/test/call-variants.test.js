import { loadBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkedRead } from '../src/benchmarked-operations.js';
import { VARIANTS, callVariants, stubTransport } from '../src/call-variants.js';
import { startStatusServer } from '../src/status-server.js';

const read = benchmarkedRead(loadBundle());
let server;
beforeAll(async () => {
  server = await startStatusServer(read.successBody);
});
afterAll(() => server?.close());

describe('the call variants, over a real socket', () => {
  it.each(VARIANTS)('%s sends the operation with its __server and parses the answer', async (variant) => {
    const answer = await callVariants(read, server.url, undefined)[variant]();
    expect(answer).toEqual(read.successBody);
    expect(server.lastRequest()).toBe(`GET ${read.requestPath}?__server=${encodeURIComponent(read.intendedOrigin)}`);
  });

  it('listens on 127.0.0.5 and a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.5:\d+$/);
  });
});

describe('the call variants, on a stub transport', () => {
  it.each(VARIANTS)('%s hands back the stub answer and sends its request to the stub', async (variant) => {
    const seen = [];
    const stub = stubTransport(read.successBody);
    const variants = callVariants(read, 'http://127.0.0.5:9', async (request) => {
      seen.push(request.url);
      return stub(request);
    });
    expect(await variants[variant]()).toEqual(read.successBody);
    expect(seen).toEqual([`http://127.0.0.5:9${read.requestPath}?__server=${encodeURIComponent(read.intendedOrigin)}`]);
  });
});

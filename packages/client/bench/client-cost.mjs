// What the client's own work costs beside bare openapi-fetch: loopback latency, CPU per call with
// a stub fetch, heap after GC. Prints figures and ratios; it asserts nothing. Run after a build:
//   node --expose-gc bench/client-cost.mjs
import { createServer } from 'node:http';
import createClient from 'openapi-fetch';
import { createFulfillmentClient } from '../dist/index.js';

const ROUNDS = 5;
const LOOPBACK_CALLS = Number(process.env.LOOPBACK_CALLS ?? 5_000);
const STUB_CALLS = Number(process.env.STUB_CALLS ?? 20_000);
const HEAP_CALLS = Number(process.env.HEAP_CALLS ?? 50_000);
const PATH = '/v1/outboundOrders/{packageId}/status';
const params = { params: { path: { packageId: 'OB-20261120-7001' } } };
const body = JSON.stringify({
  PackageId: 'OB-20261120-7001', Status: 'Shipped', WarehouseId: 'USLAX01', TrackingNumber: '1Z999AA10123456784',
  ShippingService: 'USPS-GA', Skus: [{ Sku: 'MUG-CER-350-BLU', Quantity: 2 }], CreateTime: '2026-11-20 10:00:00',
});

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const stub = async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });

const contenders = {
  loopback: {
    'bare openapi-fetch (global fetch)': () => { const c = createClient({ baseUrl: origin }); return () => c.GET(PATH, params); },
    'this client (nodeFetch, default)': () => { const c = createFulfillmentClient({ mockUrl: origin }); return () => c.GET(PATH, params); },
    'this client (global fetch)': () => { const c = createFulfillmentClient({ mockUrl: origin, fetch: globalThis.fetch }); return () => c.GET(PATH, params); },
  },
  stub: {
    'bare openapi-fetch': () => { const c = createClient({ baseUrl: origin, fetch: stub }); return () => c.GET(PATH, params); },
    // Service mode (routing by the table); the loopback figures use mock mode, which adds __server.
    'this client': () => { const c = createFulfillmentClient({ baseUrl: 'http://127.0.0.1', euBaseUrl: 'http://127.0.0.2', fetch: stub }); return () => c.GET(PATH, params); },
  },
};

async function loop(call, n) {
  for (let i = 0; i < n; i += 1) {
    const { error } = await call();
    if (error) throw new Error(`a call failed: ${String(error)}`);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs) => `${median(xs).toFixed(1)} (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;

async function measure(kind, n, metric) {
  const calls = Object.fromEntries(Object.entries(contenders[kind]).map(([name, make]) => [name, make()]));
  for (const call of Object.values(calls)) await loop(call, Math.min(n, 2_000)); // warm-up
  const figures = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, call] of Object.entries(calls)) figures[name].push(await metric(call, n));
  }
  return figures;
}

const latency = async (call, n) => {
  const start = process.hrtime.bigint();
  await loop(call, n);
  return Number(process.hrtime.bigint() - start) / 1e3 / n; // µs per call
};
const cpu = async (call, n) => {
  const start = process.cpuUsage();
  await loop(call, n);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n; // µs of CPU per call
};

function report(title, figures, base) {
  console.log(`\n${title}`);
  for (const [name, xs] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(36)} ${summary(xs)}  ratio ${(median(xs) / median(figures[base])).toFixed(2)}x`);
  }
}

report(`Loopback: mean latency per call, µs (${LOOPBACK_CALLS} calls x ${ROUNDS} alternated rounds)`, await measure('loopback', LOOPBACK_CALLS, latency), 'bare openapi-fetch (global fetch)');
report(`Stub fetch: CPU per call, µs (${STUB_CALLS} calls x ${ROUNDS} rounds)`, await measure('stub', STUB_CALLS, cpu), 'bare openapi-fetch');

if (globalThis.gc) {
  const heap = {};
  for (const [name, make] of Object.entries(contenders.stub)) {
    globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    const call = make();
    await loop(call, HEAP_CALLS);
    // End the job first (V8 keeps WeakRef targets alive until then, and undici's Request follows
    // a signal through one), then let finalization callbacks run.
    // FinalizationRegistry callbacks (undici's, for a Request's signal) run in later tasks.
    for (let pass = 0; pass < 3; pass += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc();
    }
    heap[name] = [(process.memoryUsage().heapUsed - before) / 2 ** 20];
  }
  console.log(`\nHeap growth after GC, MiB (${HEAP_CALLS} calls, stub fetch)`);
  for (const [name, [mib]] of Object.entries(heap)) console.log(`  ${name.padEnd(36)} ${mib.toFixed(2)}`);
} else {
  console.log('\n(heap figures need node --expose-gc)');
}
console.log(`\nNode ${process.version}, ${process.platform} ${process.arch}`);
server.close();

import { randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { runContract } from './src/run-contract.js';
import { withConformantService } from './test/fixtures/conformant-service.js';
const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const found = [];
await withConformantService({ serverVariables, inputDefect: 'same-day-window' }, async () => {
  for (let seed = 1; seed <= 20; seed += 1) {
    const result = await runContract({ target: 'sandbox', destination: { kind: 'live', serverVariables }, inputs: {}, rateLimitPerSecond: Infinity, operationIds: ['listInboundOrders'], phases: ['generated', 'stateful'], seed, shrink: { maxRequests: 1 } });
    const f = result.results.find((r) => r.outcome === 'failed' && r.check === 'not_a_server_error');
    if (f) found.push(seed);
  }
});
console.log('found', found.length, 'of 20:', found.join(','));

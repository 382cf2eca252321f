// @ts-check
// Where a run's requests go. The mock target starts its own mock on a free loopback port and stops
// it at the end, whatever happens; live targets are the document's servers with the target's values
// of the server variables.
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { startMock } from '@fulfillment-api/mock';

/**
 * @param {{ target: import('./plan-exchanges.js').TargetName, serverVariables: Record<string, string> }} settings
 * @returns {Promise<{ destination: import('./request-url.js').Destination, close(): Promise<void> }>}
 */
export async function openTarget({ target, serverVariables }) {
  if (target !== 'mock') return { destination: { kind: 'live', serverVariables }, close: async () => {} };
  const mock = await startMock({ documentPath: BUNDLE_PATH, host: '127.0.0.1', port: 0, log: 'error' });
  return { destination: { kind: 'mock', mockUrl: mock.url }, close: () => mock.close() };
}

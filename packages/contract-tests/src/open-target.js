// @ts-check
// Where a run's requests go. The mock target starts its own mock on a free port of MOCK_HOST and stops
// it at the end, whatever happens, unless `mockUrl` names a mock already running: then the run works
// in a session of its own (the mock's session header) and resets that session at the end, so the
// integrator's own state there is untouched. Live targets are the document's servers with the
// target's values of the server variables.
import { randomUUID } from 'node:crypto';
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { CONTROL_PATHS, SESSION_HEADER, startMock } from '@fulfillment-api/mock';
import { createSender, sendRequest } from './send-request.js';

/**
 * @param {{ target: import('./plan-exchanges.js').TargetName, serverVariables: Record<string, string>, mockUrl?: string, mockHost?: string }} settings
 * @returns {Promise<{ destination: import('./request-url.js').Destination, headers: Record<string, string>, close(): Promise<void> }>}
 */
export async function openTarget({ target, serverVariables, mockUrl, mockHost = '127.0.0.1' }) {
  if (target !== 'mock') return { destination: { kind: 'live', serverVariables }, headers: {}, close: async () => {} };
  if (mockUrl) {
    const session = `fulfillment-contract-${randomUUID()}`;
    const reset = new URL(CONTROL_PATHS.reset, mockUrl).href;
    return {
      destination: { kind: 'mock', mockUrl },
      headers: { [SESSION_HEADER]: session },
      close: async () => {
        // Through the one sender, as every request of the run; a reset that fails is no failure of the run.
        const sender = createSender();
        await sendRequest({ method: 'POST', url: reset, headers: { [SESSION_HEADER]: session } }, { timeoutMs: 10_000, sender, repeatable: true });
        await sender.close();
      },
    };
  }
  const mock = await startMock({ documentPath: BUNDLE_PATH, host: mockHost, port: 0, log: 'error' });
  return { destination: { kind: 'mock', mockUrl: mock.url }, headers: {}, close: () => mock.close() };
}

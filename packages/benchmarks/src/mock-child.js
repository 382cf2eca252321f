// @ts-check
/**
 * The mock as the project starts it (`startMock()` from @fulfillment-api/mock), in a process of its
 * own so that its memory can be measured whether it serves in-process or through a child. Sends
 * `{ url, pid }` (the serving process) to its parent, and stops on the message "stop".
 */
import { startMock } from '@fulfillment-api/mock';

if (!process.send) throw new Error('mock-child.js is started by the mock benchmark, with an IPC channel.');
const host = process.argv[2] ?? '127.0.0.5';
const mock = await startMock({ host });
process.send({ url: mock.url, pid: typeof mock.pid === 'number' ? mock.pid : process.pid });
process.on('message', async (message) => {
  // The heap in use after a full collection: what the mock keeps, without the garbage V8 has not
  // collected yet (started with --expose-gc by the benchmark).
  if (message === 'heap' && typeof globalThis.gc === 'function') {
    globalThis.gc();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed, state: mock.stateSize() });
    return;
  }
  if (message !== 'stop') return;
  await mock.close();
  process.exit(0);
});

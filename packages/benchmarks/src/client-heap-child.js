// @ts-check
/**
 * Run with --expose-gc in a process of its own: makes `calls` calls of one variant through a stub
 * transport, and prints the heap in use after a full GC, before and after. A client that keeps
 * something per call shows it here.
 *
 * Usage: node --expose-gc client-heap-child.js <variant> <calls>
 */
import { loadBundle } from '@fulfillment-api/document';
import { benchmarkedRead } from './benchmarked-operations.js';
import { callVariants, stubTransport } from './call-variants.js';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('client-heap-child.js needs node --expose-gc.');
const [variant, callsText] = process.argv.slice(2);
const calls = Number(callsText);
const read = benchmarkedRead(loadBundle());
const variants = callVariants(read, 'http://127.0.0.5:9', stubTransport(read.successBody));
const call = variants[/** @type {keyof typeof variants} */ (variant)];
if (!call || !Number.isInteger(calls) || calls < 1) throw new Error(`usage: client-heap-child.js <${Object.keys(variants).join('|')}> <calls>`);

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
await call(); // module and first-call state, before the baseline
const before = heapAfterGc();
for (let index = 0; index < calls; index += 1) await call();
const after = heapAfterGc();
process.stdout.write(`${JSON.stringify({ variant, calls, before, after })}\n`);

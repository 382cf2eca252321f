// @ts-check
// A recording's judging is a long loop over a large amount of code (routing, every check, drift,
// masking, coverage, the usage tally, the generated validators), and V8's optimising compiler
// (TurboFan, on background threads: process CPU, not in a CPU profile) spends about a second of CPU
// compiling it over a check's first 20,000 exchanges, the cost that makes those exchanges dearer than
// the later ones: its jobs for judgeBatch, recordExchange, the body walks… each inline up to 920 bytes
// of callees' bytecode. A smaller budget makes smaller jobs, and the code made runs no slower.
// Measured on the bench's NDJSON (1 worker, shared 2-core machine at load 3-5, back to back, best
// of 3): background threads' CPU at 20k 0.96-1.13 -> 0.79-0.84 s; (20k - 1k) 98 -> 82 µs of CPU an
// exchange; (100k - 20k) 41 -> 42 (unchanged). V8's flags are the process's, so the judging threads
// get it too; only the optimiser's inlining changes, never what the code does.
import { setFlagsFromString } from 'node:v8';

/** Bytes of callees' bytecode one optimised function may inline in all (V8's default: 920). */
const JUDGING_INLINING_BUDGET = 300;

let set = false;

/** Sets the optimiser's inlining budget for judging, once per process (before the hot loop compiles). */
export function useJudgingInliningBudget() {
  if (set) return;
  set = true;
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${JUDGING_INLINING_BUDGET}`);
}

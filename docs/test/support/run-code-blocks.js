// Runs the code blocks' programs one after another in this one Node.js process, and tells the parent
// (over the IPC channel of `fork`) how each ended, as its own process would have: the exit status
// (0, the code given to `process.exit` or set in `process.exitCode`, 1 for an error thrown or a
// promise rejected and not handled) and what it printed. One process instead of one per block: the
// client, undici and the mock's engine are loaded once, not 55 times.
//
// A block is over when its module has been evaluated and it keeps nothing alive that its own process
// would have waited on (a timer, a socket, a server): what `process.getActiveResourcesInfo()` lists
// beyond what this runner itself holds. The blocks run in the order given, against one mock, as the
// separate processes did.
import { pathToFileURL } from 'node:url';

const BLOCK_TIMEOUT_MS = Number(process.env.CODE_BLOCK_TIMEOUT_MS ?? 60_000);

/** Thrown by `process.exit` inside a block: ends the block's current work as exiting would. */
class BlockExit extends Error {
  /** @param {number} code */
  constructor(code) {
    super(`process.exit(${code})`);
    this.code = code;
  }
}

/** @type {{ output: string[], status: number | string | undefined } | undefined} */
let current;

/** @param {unknown} error */
function failCurrent(error) {
  if (!current) throw error;
  if (error instanceof BlockExit) {
    current.status ??= error.code;
    return;
  }
  current.output.push(`${error instanceof Error ? error.stack : String(error)}\n`);
  current.status ??= 1;
}

process.on('uncaughtException', failCurrent);
process.on('unhandledRejection', failCurrent);
process.exit = /** @type {(code?: number | string | null) => never} */ (
  (code) => {
    throw new BlockExit(Number(code ?? process.exitCode ?? 0));
  }
);
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = /** @type {typeof stream.write} */ (
    (chunk, ...rest) => {
      if (!current) return write(chunk, ...rest);
      current.output.push(String(chunk));
      const callback = rest.find((argument) => typeof argument === 'function');
      if (callback) queueMicrotask(callback);
      return true;
    }
  );
}

/**
 * What keeps the event loop alive, by kind, counted in a timer's callback (so not counting it).
 * Pipes are this runner's own (its standard streams and the channel to the parent, opened as the
 * mock's engine or a block first writes or logs); a block's child process would show as a process.
 */
const RUNNER_OWN = new Set(['PipeWrap', 'TTYWrap']);
function resources() {
  return new Promise((resolve) =>
    setTimeout(() => {
      /** @type {Map<string, number>} */
      const counts = new Map();
      for (const kind of process.getActiveResourcesInfo()) if (!RUNNER_OWN.has(kind)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      resolve(counts);
    }, 5),
  );
}

/**
 * @param {Map<string, number>} baseline
 * @param {number} deadline
 */
async function settled(baseline, deadline) {
  for (;;) {
    const counts = /** @type {Map<string, number>} */ (await resources());
    if ([...counts].every(([kind, count]) => count <= (baseline.get(kind) ?? 0))) return true;
    if (Date.now() > deadline) return false;
  }
}

let baseline = /** @type {Map<string, number>} */ (await resources());
for (const program of process.argv.slice(2)) {
  current = { output: [], status: undefined };
  const deadline = Date.now() + BLOCK_TIMEOUT_MS;
  try {
    await import(pathToFileURL(program).href);
  } catch (error) {
    failCurrent(error);
  }
  const ended = await settled(baseline, deadline);
  // What a block that never ended still holds is not held against the blocks after it.
  if (!ended) baseline = /** @type {Map<string, number>} */ (await resources());
  const block = current;
  current = undefined;
  const status = ended ? (block.status ?? (process.exitCode ? Number(process.exitCode) : 0)) : 'timed out';
  process.exitCode = 0;
  process.send?.({ program, status, output: block.output.join('') });
}
process.disconnect?.();

// @ts-check
/**
 * Wall time of a whole command (a build, a test run, the contract suite), run at the repository
 * root with its output kept for an error message.
 */
import { spawn } from 'node:child_process';

/**
 * @param {string} command e.g. `pnpm`
 * @param {string[]} args
 * @param {{ cwd: string, timeoutMs?: number }} options
 * @returns {Promise<{ seconds: number, code: number | null, output: string }>}
 */
export function timeCommand(command, args, { cwd, timeoutMs = 10 * 60_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Cannot run ${command} ${args.join(' ')}: ${error.message}`, { cause: error }));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ seconds: (performance.now() - started) / 1000, code, output });
    });
  });
}

/**
 * The last lines of a command's output, indented, for an error message.
 * @param {string} output
 * @param {number} [lines]
 */
export function outputTail(output, lines = 15) {
  return output
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');
}

#!/usr/bin/env node
// @ts-check
// fulfillment-contract: run the contract checks against the mock (default), a sandbox or production.
// Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@fulfillment-api/document';

/** The arguments from the command's name on (`pnpm contract -- --target sandbox` hands the separator on). */
const commandArgs = (/** @type {string[]} */ argv) => (argv[0] === '--' ? argv.slice(1) : argv);

// Each command loads its own modules when it runs: `check` sends nothing and so never loads the
// HTTP client, the mock or the generators a run needs, nor `merge` the document's judges.
/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown }, stdin?: NodeJS.ReadableStream }} io
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, env, io) {
  const document = loadBundle();
  const args = commandArgs(argv);
  if (args[0] === 'check') return (await import('./traffic/check-command.js')).checkCommand(args.slice(1), env, io, document);
  if (args[0] === 'merge') return (await import('./merge-command.js')).runMerge(args.slice(1), io);
  if (args[0] === 'proxy') {
    const [{ runProxy, stopSignal }, { proxyJudgeInAThread }] = await Promise.all([import('./proxy/proxy-command.js'), import('./proxy/judging-thread.js')]);
    return runProxy(args.slice(1), env, io, { document, stopped: stopSignal(), proxyJudge: proxyJudgeInAThread });
  }
  return (await import('./run-command.js')).runCommand(args, env, io, document);
}

const invoked = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invoked === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = await main(process.argv.slice(2), process.env, process);
}

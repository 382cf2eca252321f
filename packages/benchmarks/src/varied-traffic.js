// @ts-check
/**
 * A log of varied traffic for `check`: the exchanges (exchanges.har) of whole contract runs against
 * the mock, one a seed, each run's generated phase drawing other bodies. Where the bench's own log
 * (recorded-traffic.js) repeats one template per operation and server, here no two generated bodies
 * are alike and sizes range from a few bytes to tens of kilobytes: what remembers or shares work
 * between exchanges is measured on traffic it cannot predict.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs `fulfillment-contract --target mock --seed N` once a seed, each in a process of its own, and
 * reads back what they recorded with the contract tests' own reader.
 * @param {{ repositoryRoot: string, directory: string, seeds: number[], log: (line: string) => void }} options
 * @returns {Promise<{ files: string[], exchanges: number, averageBytes: number }>}
 */
export async function recordVariedTraffic({ repositoryRoot, directory, seeds, log }) {
  const cli = join(repositoryRoot, 'packages', 'contract-tests', 'src', 'cli.js');
  const { readRecording } = await import(pathToFileURL(join(repositoryRoot, 'packages', 'contract-tests', 'src', 'traffic', 'read-recording.js')).href);
  const files = [];
  let exchanges = 0;
  let bytes = 0;
  for (const seed of seeds) {
    log(`check: recording the varied log, a contract run against the mock, seed ${seed} (seeds ${seeds.join(', ')})`);
    const reportDir = join(directory, `seed-${seed}`);
    const child = spawn(process.execPath, [cli, '--target', 'mock', '--seed', String(seed), '--report-dir', reportDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => (output = (output + String(chunk)).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const [code] = await once(child, 'exit');
    // 0 or 1 (a check failed): either way the run recorded what it sent and got.
    if (code !== 0 && code !== 1) throw new Error(`check benchmark: the contract run of seed ${seed} exited ${code}:\n${output.slice(-2000)}`);
    const file = join(reportDir, 'exchanges.har');
    for await (const read of readRecording(file)) {
      if (!('entry' in read)) throw new Error(`check benchmark: ${file}: an entry the reader refuses (${JSON.stringify(read)})`);
      exchanges += 1;
      bytes += Buffer.byteLength(JSON.stringify(read.entry));
    }
    files.push(file);
  }
  return { files, exchanges, averageBytes: exchanges === 0 ? 0 : bytes / exchanges };
}

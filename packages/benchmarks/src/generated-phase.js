// @ts-check
/**
 * The contract suite's generated phase against the mock, the mock in a process of its own (so that
 * each side's CPU is its own): generated cases per second, the CPU the suite spends per generated case
 * (drawing, validating, sending, checking), the CPU the mock spends answering one, and their ratio.
 * CPU comes from each process's own accounting: the suite reports `process.cpuUsage()` as it exits,
 * the mock's is read from /proc before and after (Linux).
 */
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** CPU seconds a process has used so far (user + system), or undefined off Linux. */
export function processCpuSeconds(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), in clock ticks; 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ repositoryRoot: string, seed: number, maxExamples?: number }} options
 * @returns {Promise<{ cases: number, seconds: number, suiteCpuSeconds: number, mockCpuSeconds: number | undefined }>}
 */
export async function measureGeneratedPhase({ repositoryRoot, seed, maxExamples }) {
  const child = fork(fileURLToPath(new URL('./mock-child.js', import.meta.url)), ['127.0.0.1'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { url, pid } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the mock exited ${code} before it served`)));
  });
  const reportDir = await mkdtemp(join(tmpdir(), 'fulfillment-bench-generated-'));
  try {
    const mockBefore = processCpuSeconds(pid);
    const cli = join(repositoryRoot, 'packages', 'contract-tests', 'src', 'cli.js');
    const report = 'process.on("exit",()=>process.stderr.write("\\nsuite-cpu "+JSON.stringify(process.cpuUsage())+"\\n"))';
    const args = ['--import', `data:text/javascript,${encodeURIComponent(report)}`, cli, '--mock-url', url, '--phases', 'generated', '--seed', String(seed), '--report-dir', reportDir, ...(maxExamples ? ['--max-examples', String(maxExamples)] : [])];
    const output = await new Promise((resolve, reject) => {
      const run = spawn(process.execPath, args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      run.stdout.on('data', (chunk) => (text += chunk));
      run.stderr.on('data', (chunk) => (text += chunk));
      run.once('error', reject);
      run.once('close', (code) => (code === 0 || code === 1 ? resolve(text) : reject(new Error(`the generated phase exited ${code}:\n${text.slice(-2000)}`))));
    });
    const mockAfter = processCpuSeconds(pid);
    const cpu = /suite-cpu (\{.*\})/.exec(/** @type {string} */ (output));
    if (!cpu) throw new Error('the suite did not report its CPU');
    const { user, system } = JSON.parse(cpu[1]);
    const har = JSON.parse(readFileSync(join(reportDir, 'exchanges.har'), 'utf8'));
    const run = JSON.parse(readFileSync(join(reportDir, 'report-mock.json'), 'utf8'));
    return {
      cases: har.log.entries.filter((/** @type {any} */ entry) => entry._phase === 'generated').length,
      seconds: run.durationMs / 1000,
      suiteCpuSeconds: (user + system) / 1e6,
      mockCpuSeconds: mockBefore === undefined || mockAfter === undefined ? undefined : mockAfter - mockBefore,
    };
  } finally {
    child.send('stop');
    await rm(reportDir, { recursive: true, force: true });
  }
}

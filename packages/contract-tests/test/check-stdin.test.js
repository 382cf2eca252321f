// `fulfillment-contract check -` as a pipe hands it a recording: the command in a process of its own,
// its standard input written a byte at a time at first once it reads (a slow writer: each byte its own
// chunk), so that the byte-order mark a Windows tool wrote arrives split, then the rest at once.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));
const har = {
  log: {
    version: '1.2',
    creator: { name: 'a recorder on Windows', version: '1' },
    entries: [{ startedDateTime: '2026-11-25T10:00:00.000Z', time: 12, request: { method: 'GET', url: 'https://api.fulfillment.example:82/v1/x', headers: [] }, response: { status: 200, headers: [], content: { size: 2, mimeType: 'application/json', text: '{}' } } }],
  },
};

/**
 * `check -` with `bytes` written slowly for the first `slowly` bytes.
 * @param {Buffer} bytes @param {number} slowly @param {string} reportDir
 */
async function checkFromAPipe(bytes, slowly, reportDir) {
  const child = spawn(process.execPath, [CLI, 'check', '-', '--report-dir', reportDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (text) => (stdout += text));
  child.stderr.on('data', (text) => (stderr += text));
  const exited = new Promise((resolve) => child.on('close', resolve));
  // Its first line is written just before it reads standard input: from then on each byte is a chunk.
  await new Promise((resolve) => {
    child.stdout.on('data', () => stdout.includes('\n') && resolve(undefined));
    child.on('close', resolve);
  });
  // The command may refuse the input before it is all written: a write it no longer reads is no error here.
  child.stdin.on('error', () => {});
  for (let at = 0; at < slowly; at += 1) {
    await new Promise((resolve) => child.stdin.write(bytes.subarray(at, at + 1), resolve));
    await sleep(50);
  }
  child.stdin.end(bytes.subarray(slowly));
  return { code: await exited, stdout, stderr };
}

describe('check - reading a pipe that delivers a byte at a time', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-check-stdin-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['HAR', JSON.stringify(har)],
    ['NDJSON', JSON.stringify(har.log.entries[0])],
  ])('%s after a UTF-8 byte-order mark is read, its exchange counted', async (format, text) => {
    const { stdout, stderr } = await checkFromAPipe(Buffer.from(`\uFEFF${text}`), 4, join(dir, format));
    expect(stderr).toBe('');
    expect(stdout).toMatch(/1 recorded exchanges/);
    // Its exchange read whole: routed (to no operation: its path is not the document's), not malformed.
    expect(stdout).toContain('? GET https://api.fulfillment.example:82/v1/x × 1');
  }, 30_000);

  it('UTF-16 (PowerShell Out-File) is a usage error naming the encoding', async () => {
    const { code, stdout, stderr } = await checkFromAPipe(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(har), 'utf16le')]), 4, join(dir, 'utf16'));
    expect(code, stdout).toBe(2);
    expect(stderr).toMatch(/^fulfillment-contract: standard input: the text is UTF-16LE, where HAR and NDJSON are read as UTF-8/);
  }, 30_000);
});

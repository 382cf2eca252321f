// A service that accepts connections and never answers, on every origin of the document (random
// loopback hosts, real ports): a full run with the default wait ends, failing, within two minutes,
// since each origin is given up after 3 unanswered requests and origins do not wait behind each
// other; the terminal names each origin once.
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOnOrigins, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { listOperations, loadBundle, serverUrlWith } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const origins = [...new Set(listOperations(loadBundle()).flatMap((op) => op.servers.map((server) => serverUrlWith(server, serverVariables))))];

describe('origins that accept and never answer', () => {
  const servers = [];
  const sockets = [];
  let result;
  let seconds;
  let reportDir;
  // The real ports (80 to 87): without root (outside CI) every test is skipped, saying why.
  let withoutRoot;
  beforeAll(async () => {
    try {
      servers.push(...(await listenOnOrigins(origins.map((origin) => [origin, createServer((socket) => sockets.push(socket))]))));
    } catch (error) {
      withoutRoot = skipWithoutRoot(error);
      return;
    }
    reportDir = await mkdtemp(join(tmpdir(), 'contract-hung-'));
    let stdout = '';
    const io = { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } };
    const started = performance.now();
    const code = await main(['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '1000/s', '--report-dir', reportDir], {}, io);
    seconds = (performance.now() - started) / 1000;
    result = { code, stdout };
  }, 130_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (reportDir) await rm(reportDir, { recursive: true, force: true });
  });

  it('ends within two minutes, failing', ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    expect(result.code).toBe(1);
    expect(seconds).toBeLessThan(120);
  });

  it('shows each origin once, as one grouped failure', ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    const failures = result.stdout.slice(result.stdout.indexOf('Failures ('));
    for (const origin of origins) {
      const lines = failures.split('\n').filter((line) => line.startsWith('  ✗ ') && line.includes(`from ${origin}: `));
      expect(lines, origin).toHaveLength(1);
      expect(lines[0]).toMatch(/no answer from .*(no answer within 10000 ms|not sent)/);
    }
  });
});

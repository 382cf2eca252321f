#!/usr/bin/env node
// @ts-check
// The contract run against Specmatic's stub of the document, a second and independent service
// built from the same description: whatever fails there is either the stub not honouring the
// document or a check of ours crying wolf, and every failure printed here has been sorted into one
// of the two (README, "Against Specmatic's stub"). Not part of `pnpm test`: it installs a pinned
// Specmatic (an npm package carrying an 85 MB jar) and needs Java 17 and root (ports 80 to 87).
//
//   pnpm --filter @fulfillment-api/contract-tests specmatic-stub [--seeds N] [--first-seed S] [--keep-reports | --reports <dir>]
// Exit code 1 when a failure is claimed by no stated fault of the stub (the scheduled workflow
// `.github/workflows/independent-judge.yml` fails on it), 0 otherwise.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { listenOnOrigins, randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { SPECMATIC_VERSION, specmaticJar, withoutStatusRanges } from '@fulfillment-api/mock/specmatic';
import { stringify } from 'yaml';
import { contentTypeConformance } from '../src/checks/content-type-conformance.js';
import { negativeDataRejection } from '../src/checks/negative-data-rejection.js';
import { positiveDataAcceptance } from '../src/checks/positive-data-acceptance.js';
import { responseSchemaConformance } from '../src/checks/response-schema-conformance.js';
import { statusCodeConformance } from '../src/checks/status-code-conformance.js';
import { main } from '../src/cli.js';

/**
 * What Specmatic's stub does not honour of the document, so that a check fails there rightly. Each
 * rule is as narrow as the fault: a failure no rule claims is printed as unexplained and fails the
 * script, for it is either a new stub fault (add a rule, with its reason) or a check of ours crying
 * wolf (fix the check, with a test). Nothing is deselected: every check runs on every answer.
 *
 * @type {Array<{ fault: string, claims: (result: any) => boolean }>}
 */
const STUB_FAULTS = [
  {
    fault: 'it answers a request it finds invalid with 400 text/plain, its own diagnosis ("Error from contract ..."); the document\'s 400 bodies are JSON',
    claims: (r) => r.status === 400 && ((r.check === contentTypeConformance.name && /Content-Type text\/plain/.test(r.message)) || (r.check === responseSchemaConformance.name && /not JSON .*Error from contract/.test(r.message))),
  },
  {
    fault: 'it keeps no state: an identifier nothing created is answered 200 with a made-up body',
    claims: (r) => r.check === negativeDataRejection.name && r.kind === 'unknown-identifier' && r.status === 200,
  },
  {
    fault: 'it does not read `x-decimal`, the document\'s precision and scale of a decimal, so too many digits are accepted',
    claims: (r) => r.check === negativeDataRejection.name && /x-decimal/.test(r.boundCase ?? r.message) && r.status < 300,
  },
  {
    fault: 'it does not hold a request to `maxItems`, so one item too many is accepted',
    claims: (r) => r.check === negativeDataRejection.name && /maxItems/.test(r.boundCase ?? r.message) && r.status < 300,
  },
  {
    fault: 'it counts `maxLength` in UTF-16 code units (Java\'s String.length), not in characters as JSON Schema does, so a string of characters outside the Basic Multilingual Plane within the bound is refused with 400',
    claims: (r) => r.check === positiveDataAcceptance.name && r.status === 400 && /[\u{10000}-\u{10FFFF}]/u.test(r.curl ?? ''),
  },
  {
    fault: 'it decodes `%2F` before matching a path (RFC 3986 keeps it data), so a read of a created identifier holding `/` is answered 400 "No matching REST stub"',
    claims: (r) => r.status === 400 && [statusCodeConformance.name, positiveDataAcceptance.name, contentTypeConformance.name, responseSchemaConformance.name].includes(r.check) && /^curl [^']*'[^'?]*%2F/i.test(r.curl ?? ''),
  },
];

const { values: flags } = parseArgs({
  options: {
    seeds: { type: 'string', default: '5' },
    'first-seed': { type: 'string', default: '1' },
    'keep-reports': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});

// --reports <dir>: the run's reports and the stub's log go there and stay (the workflow's artifacts).
const work = flags.reports ? resolve(flags.reports) : mkdtempSync(join(tmpdir(), 'contract-against-specmatic-'));
mkdirSync(work, { recursive: true });

/** @returns {Promise<number>} a port nobody holds on 127.0.0.1 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} jar
 * @param {string} contract
 * @param {number} port
 */
async function startStub(jar, contract, port) {
  const log = join(work, 'stub.log');
  // Specmatic writes a report folder where it runs: the work folder, not the package.
  const stub = spawn('java', ['-jar', jar, 'stub', contract, '--host', '127.0.0.1', '--port', String(port)], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  stub.stdout.on('data', (chunk) => (output += chunk));
  stub.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stub.exitCode !== null) throw new Error(`the stub exited with ${stub.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
    if (up) return { stub, output: () => (writeFileSync(log, output), output) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stub.kill();
  throw new Error(`the stub did not listen on port ${port} within 120 s:\n${output}`);
}

/**
 * A forwarder on one of the API's origins: the request as it came, to the stub's one port.
 *
 * @param {number} stubPort
 */
function forwarder(stubPort) {
  return createServer((incoming, answer) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: stubPort, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `127.0.0.1:${stubPort}` } }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    outgoing.on('error', (error) => {
      answer.writeHead(502, { 'content-type': 'text/plain' });
      answer.end(`forwarder: ${error.message}`);
    });
    incoming.pipe(outgoing);
  });
}

const document = loadBundle();
const contract = join(work, 'openapi.yaml');
writeFileSync(contract, stringify(withoutStatusRanges(document), { lineWidth: 0 }));

const jar = specmaticJar();
const stubPort = await freePort();
const { stub, output: stubOutput } = await startStub(jar, contract, stubPort);

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const origins = [
  ...new Set(
    listOperations(document).flatMap((operation) =>
      operation.servers.map((server) => new URL(server.urlWith(serverVariables)).origin),
    ),
  ),
];
const servers = await listenOnOrigins(origins.map((origin) => /** @type {const} */ ([origin, forwarder(stubPort)]))).catch((error) => {
  stub.kill();
  throw error;
});

console.log(`Specmatic ${SPECMATIC_VERSION} stub on 127.0.0.1:${stubPort}, forwarded from ${origins.length} origins (${origins.join(', ')})`);

/** Failures by check; and by fault (or unexplained), check, phase and operation, with a first example. */
const byCheck = new Map();
const byFault = new Map();
let requests = 0;
let failed = 0;
const seeds = Array.from({ length: Number(flags.seeds) }, (_, index) => Number(flags['first-seed']) + index);
try {
  for (const seed of seeds) {
    const reportDir = join(work, `seed-${seed}`);
    let text = '';
    const sink = { write: (/** @type {string} */ chunk) => ((text += chunk), true) };
    // --strict-generated: the stub accepts whatever its schemas accept, so a 4xx to a valid
    // generated request is a failure here, not a business refusal to report.
    const code = await main(
      ['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '10000/s', '--strict-generated', '--seed', String(seed), '--report-dir', reportDir],
      {},
      { stdout: sink, stderr: sink },
    );
    if (code === 2) throw new Error(`the run refused its arguments:\n${text}`);
    const report = JSON.parse(readFileSync(join(reportDir, 'report-sandbox.json'), 'utf8'));
    const failures = report.results.filter((/** @type {any} */ result) => result.outcome === 'failed');
    const unexplained = failures.filter((/** @type {any} */ result) => !STUB_FAULTS.some((rule) => rule.claims(result)));
    requests += report.requestsSent;
    failed += failures.length;
    console.log(`seed ${seed}: ${report.requestsSent} requests, ${report.results.length} checks, ${failures.length} failed (${unexplained.length} unexplained), exit ${code}`);
    for (const result of failures) {
      byCheck.set(result.check, (byCheck.get(result.check) ?? 0) + 1);
      const fault = STUB_FAULTS.find((rule) => rule.claims(result))?.fault ?? 'UNEXPLAINED: a new stub fault or a false failure of a check';
      const key = `${result.check} · ${result.phase} · ${result.operationId}`;
      const group = byFault.get(fault) ?? new Map();
      byFault.set(fault, group);
      const entry = group.get(key) ?? { count: 0, example: `${result.message ?? ''}\n        ${result.curl ?? ''}` };
      entry.count += 1;
      group.set(key, entry);
    }
  }
} finally {
  for (const server of servers) server.close();
  stub.kill();
  stubOutput();
}

const unexplainedCount = [...(byFault.get('UNEXPLAINED: a new stub fault or a false failure of a check')?.values() ?? [])].reduce((sum, entry) => sum + entry.count, 0);
console.log(`\n${seeds.length} seeds (${seeds[0]} to ${seeds.at(-1)}), ${requests} requests, ${failed} failed checks, ${unexplainedCount} unexplained`);
console.log(`failed checks by check: ${byCheck.size ? [...byCheck].map(([check, count]) => `${check} ${count}`).join(', ') : 'none'}`);
for (const [fault, group] of byFault) {
  console.log(`\n${fault}:`);
  for (const [key, { count, example }] of [...group].sort()) console.log(`  ${count} × ${key}${fault.startsWith('UNEXPLAINED') ? `\n        ${example.slice(0, 700)}` : ''}`);
}
if (flags['keep-reports'] || flags.reports) console.log(`\nreports and the stub's log kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exitCode = unexplainedCount ? 1 : 0;

// What strangers' traffic holds, through `fulfillment-contract proxy` run as a user runs it: the
// command in a process of its own, curl (a client nobody here wrote) sending through it over real
// sockets, upstreams on random loopback hosts on the document's real ports. Each case is one thing
// an HTTP proxy meets in the field and must forward as any proxy does, judging what it can and
// saying what it could not, never blaming the service for its own limits.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConformantService } from './fixtures/conformant-service.js';
import { startProxyCommand } from './fixtures/proxy-process.js';

const document = loadBundle();
const operations = listOperations(document);
const operation = (/** @type {string} */ id) => operations.find((op) => op.operationId === id);
/** The `__server` a client in mockUrl mode adds: the operation's first server with its default variables. */
const serverOf = (/** @type {string} */ id) => encodeURIComponent(operation(id).servers[0].urlWithDefaults());

/**
 * curl, as a user calls it; its exit code, what it printed (`-w`) and its trace (`-v`, on stderr).
 * @param {string[]} args
 */
async function curl(args) {
  try {
    const { stdout, stderr } = await promisify(execFile)('curl', ['-sS', '-v', ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

let scratch;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'stranger-traffic-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const services = [];
afterAll(() => Promise.all(services.map((service) => service.close())));
const conformantHosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
const withoutRoot = await startConformantService({ serverVariables: conformantHosts }).then((service) => void services.push(service), skipWithoutRoot);
const toConformant = ['--target', 'sandbox', '--base-url', conformantHosts.base_url, '--eu-base-url', conformantHosts.eu_base_url];

describe.skipIf(withoutRoot)('a body over 1 MiB: curl sends Expect: 100-continue', () => {
  it('is forwarded as any proxy forwards it: the service answers, every check passes, exit 0', async () => {
    // A valid request made large by JSON's own whitespace: what the service accepts small, it accepts padded.
    const file = join(scratch, 'trackings.json');
    const body = `{"TrackingNumbers": ["1Z999AA10123456784"]${' '.repeat(2 * 1024 * 1024)}}`;
    await writeFile(file, body);
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...toConformant]);
    const sent = await curl(['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', `@${file}`, `${proxy.urls[0]}/v1/trackings?__server=${serverOf('getTrackings')}`]);
    const { code, stdout, files } = await proxy.stop();
    // curl asked for it by itself, and went on after the proxy's 100 Continue.
    expect(sent.stderr).toMatch(/> Expect: 100-continue/i);
    expect(sent.stdout).toBe('200');
    expect(stdout).not.toMatch(/✗/);
    expect(stdout).toContain('1 exchanges through the proxy, PASSED');
    expect(code).toBe(0);
    const [entry] = JSON.parse(files['exchanges.har']).log.entries;
    expect([entry.response.status, entry.request.bodySize]).toEqual([200, body.length]);
  });
});

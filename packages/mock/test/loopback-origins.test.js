// The loopback hosts of the real-port suites: drawn anywhere in 127.0.0.0/8 but 127.0.0.1-4, and a
// port that cannot be had named with what to do. Ports here are free high ports (no root needed);
// the suites themselves use the API's real ones.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RealPortUnavailable, listenOnOrigins, randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '../src/loopback-origins.js';

/** @type {import('node:net').Server[]} */
let open = [];
afterEach(async () => {
  await Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve))));
  open = [];
});

/** A server listening on `host`, on a free port unless one is given. */
async function holding(host, port = 0) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, host, resolve));
  open.push(server);
  return server.address().port;
}

/** A port that was free a moment ago on `host`. */
async function freePortOn(host) {
  const port = await holding(host);
  await new Promise((resolve) => open.pop().close(resolve));
  return port;
}

describe('randomLoopbackAddress', () => {
  it('draws in 127.0.0.0/8, never 127.0.0.0 to 127.0.0.4 nor a host octet of 0 or 255, and rarely twice', () => {
    const drawn = Array.from({ length: 5000 }, randomLoopbackAddress);
    for (const address of drawn) {
      const octets = address.split('.').map(Number);
      expect(octets[0], address).toBe(127);
      expect(octets.every((octet) => Number.isInteger(octet) && octet >= 0 && octet <= 255), address).toBe(true);
      expect(octets[3] !== 0 && octets[3] !== 255, address).toBe(true);
      expect(['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']).not.toContain(address);
    }
    expect(new Set(drawn).size).toBeGreaterThan(4990);
  });

  it('randomLoopbackHosts gives each server variable its own host as an http origin', () => {
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    expect(Object.keys(hosts)).toEqual(['base_url', 'eu_base_url']);
    expect(hosts.base_url).toMatch(/^http:\/\/127\.\d+\.\d+\.\d+$/);
    expect(hosts.base_url).not.toBe(hosts.eu_base_url);
  });
});

describe('listenOnOrigins', () => {
  it('listens each server on its own origin', async () => {
    const [a, b] = [randomLoopbackAddress(), randomLoopbackAddress()];
    const port = await freePortOn(a);
    const servers = await listenOnOrigins([[`http://${a}:${port}`, createServer()], [`http://${b}:${port}`, createServer()]]);
    open.push(...servers);
    expect(servers.map((server) => server.address())).toEqual([
      expect.objectContaining({ address: a, port }),
      expect.objectContaining({ address: b, port }),
    ]);
  });

  it('a port taken on every address (0.0.0.0): fails naming the port and what to do, and closes what it had opened', async () => {
    const port = await holding('0.0.0.0');
    const first = createServer();
    const address = randomLoopbackAddress();
    const origins = [[`http://${address}:${await freePortOn(address)}`, first], [`http://${randomLoopbackAddress()}:${port}`, createServer()]];
    const failure = await listenOnOrigins(origins).catch((error) => error);
    expect(failure).toBeInstanceOf(RealPortUnavailable);
    expect(failure).toMatchObject({ port, code: 'EADDRINUSE', needsRoot: false });
    expect(failure.message).toBe(
      `port ${port} is taken on every address (a service listens on 0.0.0.0:${port} or [::]:${port}), so no loopback host of this suite can have it: stop that service or bind it to one address (127.0.0.1:${port}), then run again`,
    );
    expect(first.listening).toBe(false);
  });

  it('a port taken on the drawn address only: says another process drew it', async () => {
    const address = randomLoopbackAddress();
    const port = await holding(address);
    const failure = await listenOnOrigins([[`http://${address}:${port}`, createServer()]]).catch((error) => error);
    expect(failure.message).toBe(`http://${address}:${port} is taken by another process, which drew the same random loopback address: run again`);
  });
});

describe('skipWithoutRoot', () => {
  const needsRoot = new RealPortUnavailable('cannot listen on http://127.9.9.9:81 (EACCES): …', { origin: 'http://127.9.9.9:81', port: 81, code: 'EACCES', needsRoot: true });

  it('gives the reason to skip outside CI, and fails on CI', () => {
    const ci = process.env.CI;
    try {
      delete process.env.CI;
      expect(skipWithoutRoot(needsRoot)).toBe(needsRoot.message);
      process.env.CI = 'true';
      expect(() => skipWithoutRoot(needsRoot)).toThrow(/CI is set, so this is a failure, not a skip/);
    } finally {
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });

  it('rethrows anything else: a port taken is a failure even without root', () => {
    const taken = new RealPortUnavailable('port 81 is taken on every address', { origin: 'http://127.9.9.9:81', port: 81, code: 'EADDRINUSE', needsRoot: false });
    expect(() => skipWithoutRoot(taken)).toThrow(taken);
  });
});

// @ts-check
/**
 * The API's real origins stood in for on loopback, for suites that must prove a request arrives on
 * its real port (80 to 87). Fixed hosts would collide: a developer's own service may hold
 * 127.0.0.1:81, and two runs of a suite at once would fight over every port. The whole of
 * 127.0.0.0/8 is loopback on Linux, so each run draws hosts of its own at random, and a port that
 * cannot be had fails at once with what to do, not later as a confusing assertion or a hang.
 */
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/** 127.0.0.1 to 127.0.0.4 are left to other tools of a machine, as is a host octet of 0 or 255. */
const FIRST_DRAWN = 5;

/** @returns {string} e.g. `127.83.4.199`, never 127.0.0.0 to 127.0.0.4 */
export function randomLoopbackAddress() {
  for (;;) {
    const drawn = randomInt(FIRST_DRAWN, 0xffffff);
    const last = drawn & 0xff;
    if (last !== 0 && last !== 255) return `127.${drawn >> 16}.${(drawn >> 8) & 0xff}.${last}`;
  }
}

/**
 * One distinct random loopback host per server variable, as the variable's value.
 *
 * @template {string} Name
 * @param {readonly Name[]} names e.g. `['base_url', 'eu_base_url']`
 * @returns {Record<Name, string>} e.g. `{ base_url: 'http://127.83.4.199', eu_base_url: 'http://127.2.61.18' }`
 */
export function randomLoopbackHosts(names) {
  const addresses = new Set();
  while (addresses.size < names.length) addresses.add(randomLoopbackAddress());
  const drawn = [...addresses];
  return /** @type {Record<Name, string>} */ (Object.fromEntries(names.map((name, index) => [name, `http://${drawn[index]}`])));
}

/** Why an origin could not be listened on, and what to do about it. */
export class RealPortUnavailable extends Error {
  /**
   * @param {string} message
   * @param {{ origin: string, port: number, code: string, needsRoot: boolean }} details
   */
  constructor(message, { origin, port, code, needsRoot }) {
    super(message);
    this.name = 'RealPortUnavailable';
    this.origin = origin;
    this.port = port;
    this.code = code;
    /** True when the port is below 1024 and this process may not listen there. */
    this.needsRoot = needsRoot;
  }
}

/**
 * @param {{ listen: Function, once: Function, off: Function }} server
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
function listen(server, host, port) {
  return new Promise((resolve, reject) => {
    const failed = (/** @type {Error} */ error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Whether `port` is free on a loopback address nobody else drew: false when it is taken on every address. */
async function freeElsewhere(/** @type {number} */ port) {
  const probe = createServer();
  try {
    await listen(probe, randomLoopbackAddress(), port);
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

/**
 * @param {string} origin
 * @param {number} port
 * @param {NodeJS.ErrnoException} error
 */
async function unavailable(origin, port, error) {
  const code = error.code ?? 'unknown';
  const details = { origin, port, code, needsRoot: false };
  if (code === 'EACCES' || code === 'EPERM') {
    return new RealPortUnavailable(`cannot listen on ${origin} (${code}): ports below 1024 need root; run this suite as root (CI does)`, { ...details, needsRoot: port < 1024 });
  }
  if (code === 'EADDRINUSE' && !(await freeElsewhere(port))) {
    return new RealPortUnavailable(
      `port ${port} is taken on every address (a service listens on 0.0.0.0:${port} or [::]:${port}), so no loopback host of this suite can have it: stop that service or bind it to one address (127.0.0.1:${port}), then run again`,
      details,
    );
  }
  if (code === 'EADDRINUSE') {
    return new RealPortUnavailable(`${origin} is taken by another process, which drew the same random loopback address: run again`, details);
  }
  if (code === 'EADDRNOTAVAIL') {
    return new RealPortUnavailable(`cannot listen on ${origin} (${code}): this system does not treat all of 127.0.0.0/8 as loopback (macOS: add an alias to lo0)`, details);
  }
  return new RealPortUnavailable(`cannot listen on ${origin}: ${error.message}`, details);
}

/**
 * Listens each server on its origin's host and port (80 when the origin has none). All or none:
 * at the first origin that cannot be had, the servers already listening are closed and the
 * promise rejects with a {@link RealPortUnavailable} naming the port and what to do.
 *
 * @template {import('node:net').Server} S
 * @param {ReadonlyArray<readonly [origin: string, server: S]>} servers
 * @returns {Promise<S[]>}
 */
export async function listenOnOrigins(servers) {
  /** @type {S[]} */
  const listening = [];
  for (const [origin, server] of servers) {
    const { hostname, port } = new URL(origin);
    const number = Number(port || 80);
    try {
      await listen(server, hostname, number);
    } catch (error) {
      await Promise.all(listening.map((done) => new Promise((resolve) => done.close(resolve))));
      throw await unavailable(origin, number, /** @type {NodeJS.ErrnoException} */ (error));
    }
    listening.push(server);
  }
  return listening;
}

/**
 * What a suite on real ports does with an origin it could not have: without root and outside CI,
 * it skips, with this reason; anything else (CI, a port taken, ...) is a failure, thrown here.
 *
 * @param {unknown} error
 * @returns {string} the reason to skip with
 */
export function skipWithoutRoot(error) {
  if (error instanceof RealPortUnavailable && error.needsRoot && !process.env.CI) return error.message;
  if (error instanceof RealPortUnavailable && error.needsRoot) {
    // On CI these suites are the only proof that every operation reaches its port: fail, never skip.
    throw new RealPortUnavailable(`${error.message}. CI is set, so this is a failure, not a skip.`, error);
  }
  throw error;
}

/**
 * Tries the real ports once before a suite: `probe` listens on them and lets go. Resolves to
 * undefined when it could, to the reason to skip with when only root is missing (outside CI);
 * rejects otherwise, as skipWithoutRoot says. A suite skips each of its tests with that reason.
 *
 * @param {() => Promise<unknown>} probe
 * @returns {Promise<string | undefined>}
 */
export async function realPortsSkipReason(probe) {
  try {
    await probe();
    return undefined;
  } catch (error) {
    return skipWithoutRoot(error);
  }
}

/** @returns {string} e.g. `127.83.4.199`, never 127.0.0.0 to 127.0.0.4 */
export function randomLoopbackAddress(): string;
/**
 * One distinct random loopback host per server variable, as the variable's value.
 *
 * @template {string} Name
 * @param {readonly Name[]} names e.g. `['base_url', 'eu_base_url']`
 * @returns {Record<Name, string>} e.g. `{ base_url: 'http://127.83.4.199', eu_base_url: 'http://127.2.61.18' }`
 */
export function randomLoopbackHosts<Name extends string>(names: readonly Name[]): Record<Name, string>;
/**
 * Listens each server on its origin's host and port (80 when the origin has none). All or none:
 * at the first origin that cannot be had, the servers already listening are closed and the
 * promise rejects with a {@link RealPortUnavailable} naming the port and what to do.
 *
 * @template {import('node:net').Server} S
 * @param {ReadonlyArray<readonly [origin: string, server: S]>} servers
 * @returns {Promise<S[]>}
 */
export function listenOnOrigins<S extends import("node:net").Server>(servers: ReadonlyArray<readonly [origin: string, server: S]>): Promise<S[]>;
/**
 * What a suite on real ports does with an origin it could not have: without root and outside CI,
 * it skips, with this reason; anything else (CI, a port taken, ...) is a failure, thrown here.
 *
 * @param {unknown} error
 * @returns {string} the reason to skip with
 */
export function skipWithoutRoot(error: unknown): string;
/**
 * Tries the real ports once before a suite: `probe` listens on them and lets go. Resolves to
 * undefined when it could, to the reason to skip with when only root is missing (outside CI);
 * rejects otherwise, as skipWithoutRoot says. A suite skips each of its tests with that reason.
 *
 * @param {() => Promise<unknown>} probe
 * @returns {Promise<string | undefined>}
 */
export function realPortsSkipReason(probe: () => Promise<unknown>): Promise<string | undefined>;
/** Why an origin could not be listened on, and what to do about it. */
export class RealPortUnavailable extends Error {
    /**
     * @param {string} message
     * @param {{ origin: string, port: number, code: string, needsRoot: boolean }} details
     */
    constructor(message: string, { origin, port, code, needsRoot }: {
        origin: string;
        port: number;
        code: string;
        needsRoot: boolean;
    });
    origin: string;
    port: number;
    code: string;
    /** True when the port is below 1024 and this process may not listen there. */
    needsRoot: boolean;
}

/**
 * The environment the mock reads, for a command's usage text, with the command's own variables.
 *
 * @param {string[]} [also] lines such as `  DOCS_PORT      …`
 */
export function mockEnvironmentUsage(also?: string[]): string;
/**
 * @typedef {object} MockEnvironment
 * @property {string} host
 * @property {number} port
 * @property {string} documentPath
 * @property {import('./start-mock.js').PrismLogLevel} log
 */
/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {MockEnvironment}
 */
export function readMockEnvironment(env: NodeJS.ProcessEnv): MockEnvironment;
/**
 * The address the mock listens on: MOCK_HOST, default 127.0.0.1. Any command that starts the mock
 * reads it here (`pnpm contract` too).
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function readMockHost(env: NodeJS.ProcessEnv): string;
/**
 * A host to listen on from the environment: a name or an IP address, not a URL or path.
 *
 * @param {string} name e.g. `MOCK_HOST`
 * @param {string | undefined} value
 * @param {string} fallback
 * @returns {string}
 */
export function readHost(name: string, value: string | undefined, fallback: string): string;
/**
 * A port from the environment, 1 to 65535.
 *
 * @param {string} name e.g. `MOCK_PORT`
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function readPort(name: string, value: string | undefined, fallback: number): number;
/**
 * Starts the mock as the environment says and returns it with the text a developer needs: where it
 * listens, `alsoServing` lines (another server of the same command), and each operation's origin.
 *
 * @param {MockEnvironment} settings
 * @param {{ alsoServing?: string[] }} [options]
 */
export function startMockForCommand(settings: MockEnvironment, { alsoServing }?: {
    alsoServing?: string[];
}): Promise<{
    mock: import("./start-mock.js").RunningMock;
    banner: string;
}>;
/**
 * Stops what the command started on SIGINT, SIGTERM or SIGHUP, or when its parent is gone, then
 * exits 0. Called before anything starts, so that a signal during start-up is not lost; hand it
 * each server's `close` as it starts.
 *
 * @returns {{ add(close: () => Promise<void>): void }}
 */
export function stopOnSignals(): {
    add(close: () => Promise<void>): void;
};
/**
 * The end of a command that failed: a wrong setting exits 2 with the usage, anything else 1 with
 * its message (and the way out of a port in use), never a stack trace.
 *
 * @param {string} command e.g. `fulfillment-mock`
 * @param {string} usage
 * @returns {(error: unknown) => never}
 */
export function exitOnFailure(command: string, usage: string): (error: unknown) => never;
/** A setting that is wrong: the command prints it with its usage and exits 2. */
export class CommandConfigError extends Error {
}
export type MockEnvironment = {
    host: string;
    port: number;
    documentPath: string;
    log: import("./start-mock.js").PrismLogLevel;
};

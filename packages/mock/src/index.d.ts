/**
 * Prism serving the bundled fulfillment API document on loopback, with every server variable
 * pinned to its default so that a request's `__server` proves which origin it was meant for.
 */

/** Prism's `-v` levels. */
export type PrismLogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';

export interface StartMockOptions {
  /** A bundled JSON document (no external `$ref`). Default: `spec/dist/openapi.json`. */
  documentPath?: string;
  /** Default `127.0.0.1`. */
  host?: string;
  /** Default (or 0): a free port. */
  port?: number;
  /** Prism's log level. Default `error`. */
  log?: PrismLogLevel;
  /** Milliseconds to wait for Prism's first HTTP answer. Default 30 000. */
  startTimeout?: number;
  /** Where to copy Prism's stdout and stderr (e.g. `process.stdout`). Default: kept for errors only. */
  output?: { write(chunk: string | Uint8Array): unknown; isTTY?: boolean };
}

export interface PrismExit {
  code: number | null;
  signal: string | null;
  /** Set when the process could not be spawned. */
  error?: Error;
}

export interface RunningMock {
  /** e.g. `http://127.0.0.1:4010`, without a trailing slash. */
  url: string;
  host: string;
  port: number;
  /** Prism's process id. */
  pid: number;
  /** The document served, before pinning. */
  documentPath: string;
  /** Settles when Prism's process has ended, for any reason. */
  exited: Promise<PrismExit>;
  /** Stops Prism; resolves once its process has exited. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Starts Prism (`prism mock <pinned copy> --errors`) and resolves once it answers HTTP. Rejects
 * with a message that says what failed (missing or unparsable document, port in use, Prism exited
 * early or never answered), including the tail of Prism's output when Prism ran.
 */
export function startMock(options?: StartMockOptions): Promise<RunningMock>;

/**
 * A deep copy of `document` in which every server variable (root, path item, operation, webhook,
 * callback and link servers) has `enum: [<its default>]`. Does not change its input.
 * @throws TypeError when a server variable has no string default.
 */
export function pinServerVariables<T>(document: T): T;

/** Absolute path of `spec/dist/openapi.json`. */
export const DEFAULT_DOCUMENT_PATH: string;
export const PRISM_LOG_LEVELS: readonly PrismLogLevel[];
/** The version of Prism this package runs. */
export const PRISM_VERSION: string;

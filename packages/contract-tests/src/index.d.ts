/** The contract checks of the fulfillment API as a library: what the `fulfillment-contract` command runs. */

export type TargetName = 'mock' | 'sandbox' | 'production';
export type CheckName =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_headers_conformance'
  | 'response_schema_conformance'
  | 'max_response_time'
  | 'negative_data_rejection'
  | 'positive_data_acceptance';

export type Destination = { kind: 'mock'; mockUrl: string } | { kind: 'live'; serverVariables: Record<string, string> };

export interface OperationInput {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface CheckResult {
  operationId: string;
  endpoint: number | undefined;
  check: CheckName;
  outcome: 'passed' | 'failed' | 'skipped' | 'refused';
  /** example, configured, unknown-identifier, bound, flow, drift, or "not sent" */
  kind: string;
  message?: string;
  status?: number;
  /** Reproduces the exchange; configured headers carry a placeholder. */
  curl?: string;
  boundCase?: string;
  origin?: string;
}

export interface DriftItem {
  operationId: string;
  endpoint: number | undefined;
  kind: 'value-seen' | 'unknown-property' | 'status-not-shown' | 'error-body-seen' | 'header-not-documented';
  check: CheckName;
  message: string;
  /** A proposed JSON Patch (RFC 6902) operation on the bundled document. */
  edit: { op: 'add'; path: string; value: unknown };
}

export interface ContractRun {
  target: TargetName;
  startedAt: string;
  durationMs: number;
  requestsSent: number;
  strict: boolean;
  results: CheckResult[];
  drift: DriftItem[];
  coverage: Array<{ operationId: string; endpoint: number | undefined; documented: string[]; seen: Record<string, number> }>;
  passed: boolean;
}

export interface RunOptions {
  target: TargetName;
  destination: Destination;
  headers?: Record<string, string>;
  inputs?: Record<string, OperationInput>;
  checks?: CheckName[];
  operationIds?: string[];
  strict?: boolean;
  maxResponseTimeMs?: number;
  rateLimitPerSecond?: number;
  timeoutMs?: number;
  document?: Record<string, unknown>;
  onOperation?: (event: { operationId: string; endpoint: number | undefined; results: CheckResult[] }) => void;
}

/** Runs the checks once. Against production, operations whose `x-effect` is not `read` are refused, never sent. */
export function runContract(options: RunOptions): Promise<ContractRun>;
/** Starts the mock (target `mock`, free loopback port) or describes a live target; `close()` stops the mock. */
export function openTarget(settings: { target: TargetName; serverVariables: Record<string, string> }): Promise<{ destination: Destination; close(): Promise<void> }>;
export const CHECK_NAMES: CheckName[];
export const DEFAULT_MAX_RESPONSE_TIME_MS: number;
export const UNKNOWN_IDENTIFIER: string;
export class UsageError extends Error {}
/** Settings of a run from command-line arguments, the environment and `--config`; throws UsageError. */
export function resolveSettings(argv: string[], env: Record<string, string | undefined>, document: Record<string, unknown>): unknown;
/** Writes report-<target>.json, junit.xml, coverage.md, drift.md and drift.patch.json; returns the files. */
export function writeReports(run: ContractRun, options: { reportDir: string; junit?: string; redact: (text: string) => string }): string[];
export function summaryText(run: ContractRun, checks: string[]): string;

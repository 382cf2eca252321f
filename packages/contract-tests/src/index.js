// @ts-check
// The contract checks as a library: what the CLI and the vitest suite run.
export { CHECK_NAMES, CHECKS } from './checks/index.js';
export { negativeDataRejection } from './checks/negative-data-rejection.js';
export { runContract, DEFAULT_MAX_RESPONSE_TIME_MS } from './run-contract.js';
export { openTarget } from './open-target.js';
export { resolveSettings, UsageError } from './run-settings.js';
export { planExchanges, UNKNOWN_IDENTIFIER } from './plan-exchanges.js';
export { writeReports } from './reports/write-reports.js';
export { applyBaseline, withBaseline } from './apply-baseline.js';
export { readBaseline } from './baseline-file.js';
export { summaryText } from './reports/terminal.js';

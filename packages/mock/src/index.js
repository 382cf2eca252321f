// @ts-check
// The package's entry. Its declarations (types/) are generated from the JSDoc of these modules by
// `pnpm generate` (tsc): one source of types.
export { BODY_LIMITS } from './request-body.js';
export { CONTROL_PATHS, DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS, PRISM_VERSION, startMock } from './start-mock.js';
export { createMockFetch } from './mock-fetch.js';
export { SESSION_HEADER, STATE_LIMITS } from './session-states.js';
export { FAULT_HEADERS, MAX_DELAY_MS } from './faults.js';
export { CommandConfigError, exitOnFailure, mockEnvironmentUsage, readHost, readMockEnvironment, readMockHost, readPort, startMockForCommand, stopOnSignals } from './mock-command.js';

/**
 * @typedef {import('./mock-command.js').MockEnvironment} MockEnvironment
 * @typedef {import('./start-mock.js').PrismLogLevel} PrismLogLevel
 * @typedef {import('./start-mock.js').StartMockOptions} StartMockOptions
 * @typedef {import('./start-mock.js').RunningMock} RunningMock
 * @typedef {import('./start-mock.js').MockExit} MockExit
 * @typedef {import('./mock-fetch.js').MockFetch} MockFetch
 * @typedef {import('./mock-fetch.js').InProcessOptions} InProcessOptions
 * @typedef {import('./mock-answers.js').MockAnswer} MockAnswer
 * @typedef {import('./mock-answers.js').Violation} Violation
 */

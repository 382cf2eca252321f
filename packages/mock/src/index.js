// @ts-check
export { pinServerVariables } from './pin-server-variables.js';
export { DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS, PRISM_VERSION, startMock } from './start-mock.js';

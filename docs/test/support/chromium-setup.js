// vitest globalSetup of the browser tests (vitest.config.js): one Chromium for the run.
export { launchChromium as default } from './chromium.js';

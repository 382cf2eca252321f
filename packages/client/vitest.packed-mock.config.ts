import { defineConfig } from 'vitest/config';
import { PACKED_MOCK } from './vitest.config.js';

// check:package's suite: the mock as an integrator installs it (its tarball ships the whole
// document), beside the client's tarballs that its build made.
export default defineConfig({
  test: {
    include: [PACKED_MOCK],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

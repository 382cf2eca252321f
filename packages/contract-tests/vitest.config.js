import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The kept cases import the package's public helper; here it is the source itself.
  resolve: { alias: { '@fulfillment-api/contract-tests/cases': fileURLToPath(new URL('./src/cases/expect-answer.js', import.meta.url)) } },
  test: {
    // cases/: the document's kept generated cases (`pnpm keep-cases`), run against the mock.
    include: ['test/**/*.test.js', 'cases/**/*.test.js'],
    // Two cores; the live-target file owns the fixed loopback ports, the others use free ports.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});

import { defineConfig } from 'vitest/config';

// `pnpm --filter @fulfillment-api/contract-tests contract:vitest -- --shard 1/3`: each file starts
// its own mock (or reaches the live target), so one worker per core at most.
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.test.js'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});

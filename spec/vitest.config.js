import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{js,ts}'],
    // Two cores: one fork per core keeps Spectral and Ajv from fighting over the CPU.
    pool: 'forks',
    maxWorkers: 2,
  },
});

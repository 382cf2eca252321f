import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // The browser test and the code-block test each start a heavy process (Chromium, Prism): one file at a time.
    fileParallelism: false,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'jsdom',
    // files share a worker's module cache and jsdom (test-setup.ts puts the stores back after
    // each file): importing antd and React afresh per file was most of the pass's CPU
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
    passWithNoTests: true,
  },
});

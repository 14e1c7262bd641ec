import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    root: './apps/console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // antd's first render in jsdom (a table, a form) takes seconds on a shared machine
    testTimeout: 30_000,
    // the files of a worker share its module cache, as the web page tests do (apps/web)
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

/** Unit and HTTP tiers; the browser tier lives in e2e/ (Playwright). */
export default defineConfig({
  test: {
    // each server test file builds its own database; two files at once suit a 2-core machine
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          // files share a worker's module cache: importing the server afresh for each of ~160
          // files cost 400 s of CPU, half the tier (test files build their own app and database,
          // so no state is meant to pass between them; a counter that did was made local)
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // a file that seeds the whole demo waits for it in beforeAll: minutes on a loaded CI machine
          hookTimeout: 180_000,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

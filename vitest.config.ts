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
          // files share a worker's module cache: importing the server afresh for each file was a
          // third of the PGlite pass (measured quiet: 191 s shared against ~490 s isolated; the
          // PostgreSQL pass 154 s). Each file builds its own app and database, so no state is
          // meant to pass between files (docs/ARCHITECTURE.md, "How npm test runs")
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // CI runs these beside the journeys on two cores: a test there gets four times the room
          testTimeout: process.env.CI ? 120_000 : 30_000,
          // a file that seeds the whole demo waits for it in beforeAll: minutes on a loaded CI machine
          hookTimeout: process.env.CI ? 300_000 : 180_000,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
      './apps/console/vitest.config.ts',
    ],
  },
});

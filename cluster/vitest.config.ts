import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: one cluster (PostgreSQL, PgBouncer, Redis, three servers, a worker,
 * HAProxy) for the whole run, up in the global setup and down after it. The files share it,
 * one at a time: each already drives several processes on a small machine.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // the demo seed and every process's start, on a loaded machine
    hookTimeout: 300_000,
  },
});

import { defineProject } from 'vitest/config';

/**
 * Files that replace modules (`vi.mock`) or test a lazily loaded part's first load: with a
 * module cache shared between files the real module may already be loaded, or the lazy part
 * already resolved, so they run in their own isolated project (vitest.isolated.config.ts).
 */
export const ISOLATED_PAGE_TESTS = [
  'src/shared/ui/language-select.test.tsx',
  'src/features/dashboard/system-index-page.test.tsx',
];

export default defineProject({
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    exclude: ISOLATED_PAGE_TESTS,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // the files of a worker share its module cache: importing antd and the app afresh for each
    // file was most of these tests' CPU (measured on a quiet machine: 365 s isolated, 222 s
    // shared); the setup puts the app's stores and storage back after each file
    isolate: false,
    passWithNoTests: true,
  },
});

import { defineProject } from 'vitest/config';
import { ISOLATED_PAGE_TESTS } from './vitest.config';

/** The web page tests that need a fresh module cache (see ISOLATED_PAGE_TESTS). */
export default defineProject({
  test: {
    name: 'web-isolated',
    root: './apps/web',
    include: ISOLATED_PAGE_TESTS,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});

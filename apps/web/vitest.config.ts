import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'jsdom',
    // files share a worker's module cache (antd, i18next, React once per worker, not per file);
    // each test renders with its own QueryClient and i18n instance (lib/test/render-page.tsx)
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
    passWithNoTests: true,
  },
});

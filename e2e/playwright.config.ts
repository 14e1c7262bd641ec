import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SILENT_LOGIN_SECRET } from './support/silent-ticket';

/** A port of its own, so a developer's portal on 8080 never gets in the way (E2E_PORT moves it). */
const PORT = Number(process.env.E2E_PORT ?? 8191);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every run starts from a fresh embedded database, seeded on first start. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

const AXE_SCAN = /f-accessibility\.spec\.ts$/;
const LOGIN_FAILURES = /z-login-failures\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two browsers: the axe scan (read-only, ~9 minutes) runs beside the journeys, which stay one
  // at a time among themselves (they share demo members, balances and PINs). The failed-login
  // journey runs last, alone: it raises the captcha for every login from this address.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'journeys', testIgnore: [AXE_SCAN, LOGIN_FAILURES], workers: 1 },
    { name: 'axe', testMatch: AXE_SCAN, workers: 1 },
    { name: 'last', testMatch: LOGIN_FAILURES, dependencies: ['journeys', 'axe'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // the journeys run the production server (compiled JavaScript), built fresh: about a second
    command: 'npm run build --silent -w apps/server && npm run serve',
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_MODE: 'auto',
      SILENT_LOGIN_SECRET,
    },
  },
});

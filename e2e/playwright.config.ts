import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { journeyShards } from './support/shards';
import { SILENT_LOGIN_SECRET } from './support/silent-ticket';

/** Ports of its own, so a developer's portal on 8080 never gets in the way (E2E_PORT moves them). */
const PORT = Number(process.env.E2E_PORT ?? 8191);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every run starts from fresh embedded databases, one per server, seeded on first start. */
const DATA_ROOT = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = DATA_ROOT;

// the read-only sweeps over every page (axe, and the phone widths' overflow): one browser of their own
const AXE_SCAN = /f(-accessibility|3-phone-overflow)\.spec\.ts$/;
const LOGIN_FAILURES = /z-login-failures\.spec\.ts$/;
const TEST_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests');
/**
 * The journeys are dealt into E2E_SHARDS shards (default 2); each shard, and the axe scan, has
 * its own server on its own port with its own database. On two cores this roughly halves the
 * browser lane: a shard waits on its page much of the time, and the other shard uses the core.
 */
const SHARDS = journeyShards(TEST_DIR, Math.max(1, Number(process.env.E2E_SHARDS ?? 2)), [
  AXE_SCAN,
  LOGIN_FAILURES,
]);
const AXE_SERVER = SHARDS.length;
const baseURL = (server: number) => `http://127.0.0.1:${PORT + server}`;

/** Where server `index` keeps its database: an operator command run by a journey goes there. */
const dataDirOf = (index: number) => path.join(DATA_ROOT, `server-${index}`);

function server(index: number) {
  const dataDir = dataDirOf(index);
  // run.sh seeds one database in `template`; each server starts from its own copy. The copy is
  // made once, by the main process, before the servers start (workers find the folder made).
  const template = path.join(DATA_ROOT, 'template');
  if (!existsSync(dataDir)) {
    if (existsSync(template)) cpSync(template, dataDir, { recursive: true });
    else mkdirSync(dataDir, { recursive: true });
  }
  return {
    // the journeys run the production server (compiled JavaScript), built by the browser lane
    command: 'npm run serve',
    cwd: ROOT,
    url: `${baseURL(index)}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(PORT + index),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_MODE: 'auto',
      SILENT_LOGIN_SECRET,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One browser per shard of journeys and one for the axe scan (read-only), each against its
  // own server. The failed-login journey runs last, alone: it raises the captcha for every login
  // from this address.
  workers: SHARDS.length + 1,
  fullyParallel: false,
  projects: [
    ...SHARDS.map((files, index) => ({
      name: `journeys-${index + 1}`,
      testMatch: files.map((file) => `**/${file}`),
      use: { baseURL: baseURL(index) },
      metadata: { dataDir: dataDirOf(index) },
      workers: 1,
    })),
    {
      name: 'axe',
      testMatch: AXE_SCAN,
      use: { baseURL: baseURL(AXE_SERVER) },
      metadata: { dataDir: dataDirOf(AXE_SERVER) },
      workers: 1,
    },
    {
      name: 'last',
      testMatch: LOGIN_FAILURES,
      use: { baseURL: baseURL(0) },
      metadata: { dataDir: dataDirOf(0) },
      dependencies: [...SHARDS.map((_, index) => `journeys-${index + 1}`), 'axe'],
    },
  ],
  retries: process.env.CI ? 1 : 0,
  // CI shares its two cores with the server lane's tests: a journey gets more room there (at
  // load 17 the checkout and payment journeys, 60 s on a quiet machine, passed 90 s)
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 25_000 : 15_000 },
  reporter: [['list']],
  use: {
    baseURL: baseURL(0),
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // the portal stills its animations for a member who asks for less motion: a spinner or a
    // shimmer left running makes Chromium draw 60 frames a second while a page waits, and on a
    // two-core CI machine that drawing was most of the browser lane's CPU
    reducedMotion: 'reduce',
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
    // a trace records a screencast of every frame: measured on two journeys, it doubled
    // Chromium's CPU (61 s against 25 s) and a third of the wall time. CI records one only on
    // the retry of a failed journey, which is when it is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: Array.from({ length: SHARDS.length + 1 }, (_, index) => server(index)),
});

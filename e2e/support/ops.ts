import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs an operator command (`npm run ops -- …`) against the server this test's project talks
 * to: the running portal takes it over its ops socket in that server's data folder (each
 * journey shard has its own server and database). Answers what the command printed; throws
 * when it fails.
 */
export function runOps(testInfo: TestInfo, args: string[]): string {
  const dataDir = (testInfo.project.metadata as { dataDir?: string }).dataDir;
  if (!dataDir) throw new Error(`project ${testInfo.project.name} names no server data folder`);
  return execFileSync('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

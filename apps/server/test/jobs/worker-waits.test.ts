import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, REPO_ROOT } from '../wallet/server-process.js';

/** A port nothing listens on: a database that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The job worker (a real process) started while its database is down waits for it instead of
 * exiting: beside a database restart nothing would start it again.
 */
describe('the job worker started while the database is down', () => {
  it('stays up and says it waits for the database', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'worker-waits-'));
    const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/portal`,
        DB_CONNECT_TIMEOUT_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    worker.stdout.on('data', (d: Buffer) => (out += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const deadline = Date.now() + 40_000;
      while (!out.includes('waits for the database') && worker.exitCode === null) {
        if (Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 2_000));
      expect(out).toContain('job worker waits for the database');
      expect(worker.exitCode).toBeNull();
    } finally {
      worker.kill('SIGKILL');
      await exited(worker);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

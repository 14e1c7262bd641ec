import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt
 * it. A pid lock file refuses that with a clear message (a stale lock of a dead process is
 * taken over).
 */
export function lockEmbeddedDir(dir: string) {
  const file = path.join(dir, '..', 'pglite.lock');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop it first, or use PostgreSQL (DATABASE_URL).`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  process.once('exit', () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid))
      rmSync(file, { force: true });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './state.js';

export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/** The newest modification time of any file under `dir` (0 when there is none). */
function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds what the servers run when it is missing or older than its sources: the server bundle
 * (`npm run build -w apps/server`), and everything (`npm run build`) when the web or console
 * build the server serves is missing.
 */
export function ensureBuilt(log: (line: string) => void): void {
  const web = ['apps/web/dist', 'apps/console/dist'].map((d) => path.join(REPO_ROOT, d));
  const sources = Math.max(
    newestUnder(path.join(REPO_ROOT, 'apps/server/src')),
    newestUnder(path.join(REPO_ROOT, 'packages/contract/src')),
  );
  const bundle = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  const npm = (args: string[]) =>
    execFileSync('npm', args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (!web.every(existsSync)) {
    log('building the web, console and server (npm run build)');
    npm(['run', 'build']);
  } else if (bundle < sources) {
    log('building the server (its bundle is missing or older than its sources)');
    npm(['run', 'build', '-w', 'apps/server']);
  }
}

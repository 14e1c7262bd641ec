import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The real server (apps/server/src/main.ts) in its own process, ready to take requests. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  keepLastWords(child);
  // a server started through tsx beside the journeys took over 2 minutes in a CI rehearsal
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server not ready in 240 s');
}

const STDERR_KEPT = 8_000;
const lastWords = new WeakMap<ChildProcess, string>();

/**
 * The server's stderr goes on to the test's, and its last few thousand characters are kept:
 * when the process ends where it should not, a test names them in its failure (a CI log shows
 * only part of the run's output, and the server's lines are far from the failing assertion).
 */
function keepLastWords(child: ChildProcess) {
  lastWords.set(child, '');
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    lastWords.set(child, (lastWords.get(child)! + chunk.toString()).slice(-STDERR_KEPT));
  });
}

/** What the process last wrote to stderr, with its exit: for a failing test's message. */
export function serverLastWords(child: ChildProcess): string {
  const how = child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;
  return `the server ended (${how}); its last stderr:\n${lastWords.get(child) ?? ''}`;
}

/** Waits until the process is gone. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs `npm run ops -- <args>` the way an operator would, answering the exit code and output. */
export function runOps(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/ops/cli.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

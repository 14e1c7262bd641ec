import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Refuses a port something already listens on. A server left running by an earlier, failed
 * run would otherwise answer the readiness check while the new one dies of EADDRINUSE, and
 * the bench would measure the stale server.
 */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is in use (a server left by an earlier run?): stop it or choose another port`,
            )
          : error,
      ),
    );
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/**
 * The heap-size flags (`--max-…=N`) `npm run serve` runs the portal with (root package.json;
 * its other flags, such as source maps, do not change what is measured), given to every
 * process a bench starts (the bare routes too, so both sides of a comparison run alike): a
 * bench measures the server as it ships. The young generation's size is one of them; it is
 * set for the bonus close, which runs in the server's job queue (docs/bonus.md).
 */
export const SERVING_NODE_FLAGS = servingNodeFlags(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
);

export function servingNodeFlags(packageJson: string): string[] {
  const { scripts } = JSON.parse(packageJson) as { scripts?: Record<string, string> };
  return (scripts?.serve ?? '').split(/\s+/).filter((word) => /^--max-[\w-]+=\d+$/.test(word));
}

/**
 * Starts a TypeScript entry point in its own process, so load and server do not share a core.
 * Its port must be free; if it does not become ready, it is stopped before the error is thrown.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  await assertPortFree(port);
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const flags = [...SERVING_NODE_FLAGS, ...extra];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

async function waitForReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      // the port was free before the child started: only the child can answer here
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready in 180 s`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Whether the measured processes also run the job queue (`BENCH_JOBS=true`). Off by default: a
 * job's batch (a minute's transfer notices, mail, roll-ups) lands in whichever timed half its
 * schedule falls into and blurs the comparison; the SQL floors do none of that work either.
 */
export const BENCH_JOBS_IN_PROCESS = process.env.BENCH_JOBS === 'true' ? 'true' : 'false';

/** `DB_PREPARED_STATEMENTS=false` runs a bench without named statements, for an A/B. */
export const BENCH_PREPARED_STATEMENTS =
  process.env.DB_PREPARED_STATEMENTS === 'false' ? 'false' : 'true';

/** The two switches above as the environment of a server whose calls are measured. */
export const BENCH_SWITCHES_ENV = {
  JOBS_IN_PROCESS: BENCH_JOBS_IN_PROCESS,
  DB_PREPARED_STATEMENTS: BENCH_PREPARED_STATEMENTS,
};

/**
 * The environment a bench runs the server with (in its own process or in the bench's): as it
 * ships, with warn-level logs, and a fresh data directory so no run reads another's files.
 * `vars` holds the bench's own settings, each spelt out where the bench calls this.
 */
export function serverEnv<T extends Record<string, string>>(dataDirPrefix: string, vars: T) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), dataDirPrefix)),
    ...vars,
  };
}

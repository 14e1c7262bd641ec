import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const isRoot = process.getuid?.() === 0;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a process that outlives the caller: its own process group, output appended to `log`,
 * its pid written to `pidFile`. Returns the pid.
 */
export function spawnDetached(
  command: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cwd: string; log: string; pidFile: string },
): number {
  const out = openSync(opts.log, 'a');
  try {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env,
      detached: true,
      stdio: ['ignore', out, out],
    });
    if (!child.pid) throw new Error(`could not start ${command}`);
    child.unref();
    writeFileSync(opts.pidFile, `${child.pid}\n`);
    return child.pid;
  } finally {
    closeSync(out);
  }
}

export function readPid(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim().split(/\s+/)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // a zombie (exited, not yet reaped by a parent that is still ours) counts as gone
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return true;
  }
}

export function signal(pid: number | undefined, sig: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Waits until `pid` has exited; false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number | undefined, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/** SIGTERM (or `first`), and SIGKILL when the process has not exited after `graceMs`. */
export async function stopPid(
  pid: number | undefined,
  graceMs: number,
  first: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!isAlive(pid)) return;
  signal(pid, first);
  if (await waitForExit(pid, graceMs)) return;
  signal(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

/** Polls `check` until it returns true; throws `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** True when an HTTP GET of `url` answers 200 within a second. */
export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
  await response.body?.cancel();
  return response.status === 200;
}

/** True when nothing listens on `port` on the loopback interface. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The `postgres` OS user's ids, for what refuses to run as root. */
export async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a command as the `postgres` OS user when we are root, else as ourselves. */
export function runAsOwner(command: string, args: string[]) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

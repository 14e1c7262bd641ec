import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from './build.js';
import { pgbouncerUrl } from './pgbouncer.js';
import { directUrl } from './postgres.js';
import { httpOk, isAlive, readPid, sleep, spawnDetached, stopPid } from './processes.js';
import { redisUrl } from './redis.js';
import { type ClusterState, loadSecrets, paths, REPO_ROOT } from './state.js';

/** Each server's and the worker's pool; see pgbouncer.ts for how the numbers add up. */
export const SERVER_POOL_SIZE = 10;
/** How long a SIGTERMed server may finish its requests before it is killed. */
const SHUTDOWN_MS = 10_000;

export type PortalRole =
  { kind: 'server'; index: number } | { kind: 'worker' } | { kind: 'prepare' };

const roleName = (role: PortalRole) =>
  role.kind === 'server' ? `server-${role.index + 1}` : role.kind;

export const pidFileOf = (stateDir: string, role: PortalRole) =>
  path.join(paths(stateDir).run, `${roleName(role)}.pid`);
export const logFileOf = (stateDir: string, role: PortalRole) =>
  path.join(paths(stateDir).logs, `${roleName(role)}.log`);

/**
 * The environment every portal process shares: the same database (through PgBouncer, so no
 * named prepared statements), Redis, secrets and public address. The one-off preparing
 * server goes straight to PostgreSQL (migrations and the seed are long transactions a pool of
 * transactions gains nothing from).
 */
export function portalEnv(state: ClusterState, role: PortalRole): NodeJS.ProcessEnv {
  const { ports } = state;
  const index = role.kind === 'server' ? role.index : 0;
  const dataDir = path.join(paths(state.stateDir).servers, `server-${index + 1}`);
  mkdirSync(dataDir, { recursive: true });
  const direct = role.kind === 'prepare';
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: process.env.LANG ?? 'C.UTF-8',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(role.kind === 'server' ? ports.servers[role.index] : direct ? ports.prepare : 0),
    DATA_DIR: dataDir,
    DATABASE_URL: direct ? directUrl(ports.postgres) : pgbouncerUrl(ports.pgbouncer),
    DB_PREPARED_STATEMENTS: direct ? 'true' : 'false',
    DB_POOL_SIZE: String(SERVER_POOL_SIZE),
    REDIS_URL: redisUrl(ports.redis),
    SEED_ON_START: direct && state.seed === 'demo' ? 'true' : 'false',
    JOBS_IN_PROCESS: 'false',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${ports.haproxy}`,
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_MS),
    ...loadSecrets(state.stateDir),
    ...state.env,
  };
}

function commandOf(role: PortalRole): string[] {
  const node = ['--max-semi-space-size=64', '--enable-source-maps'];
  // the worker is not bundled: it runs from source through tsx, as `npm run worker` does
  return role.kind === 'worker'
    ? [...node, '--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/worker.ts')]
    : [...node, SERVER_BUNDLE];
}

/** Starts a portal process; a server is waited for until its /readyz answers 200. */
export async function startPortal(
  state: ClusterState,
  role: PortalRole,
  // generous: on a busy two-core machine tsx alone takes a while to start the worker
  timeoutMs = 120_000,
): Promise<number> {
  const stateDir = state.stateDir;
  const log = logFileOf(stateDir, role);
  // the log is appended to: only what this start writes counts
  const from = existsSync(log) ? statSync(log).size : 0;
  const pid = spawnDetached(process.execPath, commandOf(role), {
    env: portalEnv(state, role),
    cwd: REPO_ROOT,
    log,
    pidFile: pidFileOf(stateDir, role),
  });
  if (role.kind === 'worker') {
    await waitForLine(pid, { log, from }, 'job worker started', timeoutMs);
    return pid;
  }
  const port = role.kind === 'server' ? state.ports.servers[role.index] : state.ports.prepare;
  const until = Date.now() + timeoutMs;
  while (!(await httpOk(`http://127.0.0.1:${port}/readyz`).catch(() => false))) {
    if (!isAlive(pid)) throw new Error(`${roleName(role)} exited:\n${tail(log)}`);
    if (Date.now() > until) throw new Error(`${roleName(role)} not ready:\n${tail(log)}`);
    await sleep(250);
  }
  return pid;
}

async function waitForLine(
  pid: number,
  { log, from }: { log: string; from: number },
  text: string,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  while (!readFileSync(log).subarray(from).toString('utf8').includes(text)) {
    if (!isAlive(pid)) throw new Error(`the worker exited:\n${tail(log)}`);
    if (Date.now() > until) throw new Error(`the worker did not start:\n${tail(log)}`);
    await sleep(250);
  }
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');

export const portalPid = (stateDir: string, role: PortalRole) => readPid(pidFileOf(stateDir, role));

/** Sends `sig`; after SIGTERM the process gets its shutdown time, then SIGKILL. */
export async function stopPortal(
  stateDir: string,
  role: PortalRole,
  sig: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  await stopPid(portalPid(stateDir, role), sig === 'SIGKILL' ? 0 : SHUTDOWN_MS + 5_000, sig);
  // a stale pid could name some later, unrelated process
  rmSync(pidFileOf(stateDir, role), { force: true });
}

import { appendFileSync, chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isAlive, isRoot, postgresIds, readPid, runAsOwner } from './processes.js';
import { paths } from './state.js';

/**
 * The cluster's own PostgreSQL 15, its data directory in the state dir. initdb refuses to run
 * as root, so as root everything runs as the `postgres` OS user (runuser), which then owns
 * the state dir's postgres/ and pgbouncer/ folders.
 */
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
export const DATABASE = 'portal';
/** PgBouncer's 30 (25 + 5 reserve) plus direct sessions: the launcher, pg-boss's maintenance, tests, psql */
export const MAX_CONNECTIONS = 60;

export function pgUser(): string {
  return isRoot ? 'postgres' : (process.env.USER ?? 'postgres');
}

/** A folder the `postgres` OS user owns when we are root. */
export async function ownedFolder(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
  }
}

const dataDir = (stateDir: string) => path.join(paths(stateDir).pg, 'data');

export async function initPostgres(
  stateDir: string,
  opts: { port: number; fsync: boolean },
): Promise<void> {
  const dir = paths(stateDir).pg;
  await ownedFolder(dir);
  const data = dataDir(stateDir);
  await runAsOwner(path.join(BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    pgUser(),
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    ...(opts.fsync ? [] : ['--no-sync']),
  ]);
  // loopback only; small memory, as several clusters may share a developer's machine
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      '',
      '# the portal cluster launcher (cluster/src/postgres.ts)',
      `port = ${opts.port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      `max_connections = ${MAX_CONNECTIONS}`,
      'shared_buffers = 64MB',
      `fsync = ${opts.fsync ? 'on' : 'off'}`,
      `synchronous_commit = ${opts.fsync ? 'on' : 'off'}`,
      `full_page_writes = ${opts.fsync ? 'on' : 'off'}`,
      '',
    ].join('\n'),
  );
}

export async function startPostgres(stateDir: string): Promise<void> {
  await runAsOwner(path.join(BIN, 'pg_ctl'), [
    '-D',
    dataDir(stateDir),
    '-l',
    path.join(paths(stateDir).pg, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
}

/** `fast` closes sessions cleanly; `immediate` kills every backend at once, as in a crash. */
export async function stopPostgres(stateDir: string, mode: 'fast' | 'immediate'): Promise<void> {
  if (!isAlive(postgresPid(stateDir))) return;
  await runAsOwner(path.join(BIN, 'pg_ctl'), ['-D', dataDir(stateDir), '-m', mode, '-w', 'stop']);
}

export function postgresPid(stateDir: string): number | undefined {
  return readPid(path.join(dataDir(stateDir), 'postmaster.pid'));
}

export const directUrl = (port: number, database = DATABASE) =>
  `postgres://${pgUser()}@127.0.0.1:${port}/${database}`;

export async function createDatabase(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: directUrl(port, 'postgres') });
  await client.connect();
  try {
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

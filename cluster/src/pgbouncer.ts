import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPid, runAsOwner, stopPid, waitFor } from './processes.js';
import { DATABASE, ownedFolder, pgUser } from './postgres.js';
import { paths } from './state.js';
import { connectsTo } from './probes.js';

/**
 * PgBouncer in transaction mode between every portal process and PostgreSQL. The numbers:
 * 3 servers × DB_POOL_SIZE 10 + 3 × pg-boss's 2 (they only enqueue) + the worker's 10 + its
 * pg-boss 4 = 50 client connections at most, multiplexed onto 25 server connections (plus a
 * reserve of 5 for bursts), well under PostgreSQL's max_connections 60, which keeps room for
 * the launcher's and tests' direct sessions.
 */
export const POOL = { maxClientConn: 200, defaultPoolSize: 25, reservePoolSize: 5 };

const file = (stateDir: string, name: string) => path.join(paths(stateDir).pgbouncer, name);

export async function configurePgbouncer(
  stateDir: string,
  ports: { pgbouncer: number; postgres: number },
): Promise<void> {
  await ownedFolder(paths(stateDir).pgbouncer);
  const ini = [
    '[databases]',
    `${DATABASE} = host=127.0.0.1 port=${ports.postgres} dbname=${DATABASE}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${ports.pgbouncer}`,
    // no unix socket: loopback TCP only, so two clusters never meet in /tmp
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${file(stateDir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `max_client_conn = ${POOL.maxClientConn}`,
    `default_pool_size = ${POOL.defaultPoolSize}`,
    `reserve_pool_size = ${POOL.reservePoolSize}`,
    // node-postgres may send these at connect; a transaction pool cannot keep them per client
    'ignore_startup_parameters = extra_float_digits,options,statement_timeout',
    `admin_users = ${pgUser()}`,
    `logfile = ${file(stateDir, 'pgbouncer.log')}`,
    `pidfile = ${file(stateDir, 'pgbouncer.pid')}`,
    '',
  ].join('\n');
  writeFileSync(file(stateDir, 'pgbouncer.ini'), ini);
  writeFileSync(file(stateDir, 'userlist.txt'), `"${pgUser()}" ""\n`);
  await ownedFolder(paths(stateDir).pgbouncer);
}

export async function startPgbouncer(stateDir: string, port: number): Promise<void> {
  // PgBouncer refuses to run as root: as root it runs as the postgres OS user
  await runAsOwner('pgbouncer', ['-d', '-q', file(stateDir, 'pgbouncer.ini')]);
  await waitFor('PgBouncer', () => connectsTo(pgbouncerUrl(port)), 15_000);
}

export function pgbouncerPid(stateDir: string): number | undefined {
  return readPid(file(stateDir, 'pgbouncer.pid'));
}

/** SIGINT is PgBouncer's safe shutdown (waits for running transactions); SIGTERM after 5 s. */
export async function stopPgbouncer(stateDir: string): Promise<void> {
  await stopPid(pgbouncerPid(stateDir), 5_000, 'SIGINT');
}

export const pgbouncerUrl = (port: number) =>
  `postgres://${pgUser()}@127.0.0.1:${port}/${DATABASE}`;

import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster of one test file, on a spare port, that the test may stop,
 * start and cut connections of without touching any server someone else uses. initdb refuses
 * to run as root, so as root the binaries run as the `postgres` OS user (runuser).
 */
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** Why the cluster tests cannot run here, or undefined when they can. */
export function clusterSkipReason(): string | undefined {
  // these tests start their own cluster, so `npm test` runs them once, in its first pass
  if (process.env.TEST_DATABASE_URL) return 'run once, in the pass without TEST_DATABASE_URL';
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'pg_ctl'))) {
    return `no PostgreSQL binaries (initdb, pg_ctl) under ${BIN}; set PG_BIN_DIR`;
  }
  if (isRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser (initdb refuses root)';
  }
  return undefined;
}

export interface PgCluster {
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a crash */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  /** pg_terminate_backend on every connection to `database` but the caller's; how many */
  terminateAll(database: string): Promise<number>;
  admin(statement: string): Promise<void>;
  destroy(): Promise<void>;
}

export async function startCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  const owner = isRoot ? await postgresIds() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const pgUser = owner ? 'postgres' : userInfo().username;
  const asOwner = (bin: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, bin), ...args])
      : run(path.join(BIN, bin), args);
  await asOwner('initdb', ['-D', data, '-U', pgUser, '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await sparePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () =>
    asOwner('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  await start();
  const url = `postgres://${pgUser}@127.0.0.1:${port}/postgres`;
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    // a restart or stop in another test step may end this session between statements: the
    // statement's own promise reports that, never an unhandled 'error' event
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    port,
    async stopImmediately() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async start() {
      await start();
    },
    async terminateAll(database) {
      const result = await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      return result.rowCount ?? 0;
    },
    async admin(statement) {
      await admin(statement);
    },
    async destroy() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

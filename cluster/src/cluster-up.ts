import { existsSync } from 'node:fs';
import { ensureBuilt } from './build.js';
import { clusterDown, hasCluster } from './cluster-down.js';
import { configureHaproxy, haproxyView, startHaproxy } from './haproxy.js';
import { configurePgbouncer, startPgbouncer } from './pgbouncer.js';
import { startPortal, stopPortal } from './portal.js';
import { createDatabase, initPostgres, pgUser, startPostgres } from './postgres.js';
import { waitFor } from './processes.js';
import { startRedis } from './redis.js';
import {
  assertPortsFree,
  type ClusterState,
  DEFAULT_STATE_DIR,
  loadSecrets,
  makeLayout,
  portsFrom,
  spareBase,
  writeState,
} from './state.js';

export interface ClusterOptions {
  /** default `<repo>/.cluster` */
  stateDir?: string;
  /** the block's first port (HAProxy's); default the first free block from 7400 on */
  basePort?: number;
  /** portal servers behind HAProxy; default 3 */
  servers?: number;
  /** the demo data (default) or an empty, migrated database */
  seed?: 'demo' | 'none';
  /** PostgreSQL's fsync; default on (tests turn it off) */
  fsync?: boolean;
  /** more environment for every server and the worker */
  env?: Record<string, string>;
  /** build the server first when its bundle is missing or stale; default true */
  build?: boolean;
  log?: (line: string) => void;
}

/** Brings every part up in order; on any failure what was started is stopped again. */
export async function bringUp(opts: ClusterOptions): Promise<ClusterState> {
  const stateDir = opts.stateDir ?? DEFAULT_STATE_DIR;
  const log = opts.log ?? (() => {});
  if (hasCluster(stateDir)) {
    throw new Error(`a cluster is already in ${stateDir}: \`npm run cluster -- down\` first`);
  }
  if (existsSync(stateDir)) await clusterDown(stateDir);
  if (opts.build !== false) ensureBuilt(log);
  const serverCount = opts.servers ?? 3;
  const basePort = opts.basePort ?? (await spareBase(serverCount));
  const ports = portsFrom(basePort, serverCount);
  await assertPortsFree(ports);
  makeLayout(stateDir);
  const state: ClusterState = {
    stateDir,
    basePort,
    ports,
    seed: opts.seed ?? 'demo',
    fsync: opts.fsync ?? true,
    pgUser: pgUser(),
    env: opts.env ?? {},
    createdAt: new Date().toISOString(),
  };
  writeState(state);
  loadSecrets(stateDir);
  try {
    await startParts(state, log);
  } catch (error) {
    await clusterDown(stateDir).catch(() => undefined);
    throw error;
  }
  return state;
}

async function startParts(state: ClusterState, log: (line: string) => void) {
  const { stateDir, ports } = state;
  log(`PostgreSQL on ${ports.postgres}`);
  await initPostgres(stateDir, { port: ports.postgres, fsync: state.fsync });
  await startPostgres(stateDir);
  await createDatabase(ports.postgres);
  log(`PgBouncer on ${ports.pgbouncer}, Redis on ${ports.redis}`);
  await configurePgbouncer(stateDir, ports);
  await Promise.all([startPgbouncer(stateDir, ports.pgbouncer), startRedis(stateDir, ports.redis)]);
  // one server, straight to PostgreSQL, migrates (and seeds) before the others start, so
  // they never race each other to do it
  log(state.seed === 'demo' ? 'migrating and seeding the demo data' : 'migrating');
  await startPortal(state, { kind: 'prepare' }, 600_000);
  await stopPortal(stateDir, { kind: 'prepare' });
  log(`${ports.servers.length} servers on ${ports.servers.join(', ')} and the job worker`);
  await Promise.all([
    startPortal(state, { kind: 'worker' }),
    ...ports.servers.map((_, index) => startPortal(state, { kind: 'server', index })),
  ]);
  configureHaproxy(stateDir, ports);
  await startHaproxy(stateDir, ports.haproxy);
  await waitFor(
    'HAProxy to see every server up',
    async () => {
      const view = await haproxyView(stateDir);
      return ports.servers.every((_, i) => view[`server-${i + 1}`] === 'UP');
    },
    20_000,
  );
  log(`HAProxy on ${ports.haproxy}`);
}

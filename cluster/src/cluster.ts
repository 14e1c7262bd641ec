import { clusterDown } from './cluster-down.js';
import { bringUp, type ClusterOptions } from './cluster-up.js';
import { clusterStatus, type PartStatus } from './cluster-status.js';
import { pgbouncerUrl, startPgbouncer, stopPgbouncer } from './pgbouncer.js';
import { portalEnv, portalPid, startPortal, stopPortal } from './portal.js';
import { directUrl, startPostgres, stopPostgres } from './postgres.js';
import { redisUrl, startRedis, stopRedis } from './redis.js';
import { type ClusterState, DEFAULT_STATE_DIR, readState } from './state.js';

export { clusterDown } from './cluster-down.js';
export type { ClusterOptions } from './cluster-up.js';
export type { PartStatus } from './cluster-status.js';

export interface ClusterServer {
  /** server-1, server-2, … as HAProxy and the logs name them */
  name: string;
  port: number;
  /** the server itself, past HAProxy */
  url: string;
  /** its current process (undefined when stopped) */
  readonly pid: number | undefined;
}

/**
 * A running cluster: PostgreSQL, PgBouncer, Redis, the servers, the job worker and HAProxy,
 * every process detached and known by its pid file in `stateDir`.
 */
export interface Cluster {
  stateDir: string;
  /** HAProxy, the address members and operators use */
  url: string;
  servers: ClusterServer[];
  /** through PgBouncer (transaction pooling: no named prepared statements) */
  databaseUrl: string;
  /** straight to PostgreSQL, for what needs a session of its own */
  directDatabaseUrl: string;
  redisUrl: string;
  /**
   * The environment to run `npm run ops` (or a script of the server's) against this cluster:
   * the shared secrets, Redis, and PostgreSQL directly, as the ops commands keep named
   * prepared statements, which PgBouncer's transaction pooling cannot.
   */
  opsEnv(): NodeJS.ProcessEnv;
  /** SIGTERM waits for the server's graceful shutdown (then SIGKILL); resolves once it exited */
  killServer(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** resolves once its /readyz answers 200 */
  startServer(index: number): Promise<void>;
  killWorker(signal?: NodeJS.Signals): Promise<void>;
  startWorker(): Promise<void>;
  readonly workerPid: number | undefined;
  pg: { directUrl: string; stopImmediately(): Promise<void>; start(): Promise<void> };
  pgbouncer: { url: string; restart(): Promise<void> };
  redis: { url: string; restart(): Promise<void> };
  status(): Promise<PartStatus[]>;
  /** stops everything and removes the state dir */
  down(): Promise<void>;
}

/** Starts a cluster (see ClusterOptions for the defaults). */
export async function clusterUp(opts: ClusterOptions = {}): Promise<Cluster> {
  return clusterOf(await bringUp(opts));
}

/** The cluster already running in `stateDir` (another process started it). */
export function attachCluster(stateDir = DEFAULT_STATE_DIR): Cluster {
  return clusterOf(readState(stateDir));
}

function clusterOf(state: ClusterState): Cluster {
  const { stateDir, ports } = state;
  const server = (index: number) => {
    if (!ports.servers[index])
      throw new Error(`no server ${index} (0…${ports.servers.length - 1})`);
    return { kind: 'server', index } as const;
  };
  return {
    stateDir,
    url: `http://127.0.0.1:${ports.haproxy}`,
    servers: ports.servers.map((port, index) => ({
      name: `server-${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      get pid() {
        return portalPid(stateDir, server(index));
      },
    })),
    databaseUrl: pgbouncerUrl(ports.pgbouncer),
    directDatabaseUrl: directUrl(ports.postgres),
    redisUrl: redisUrl(ports.redis),
    opsEnv: () => ({ ...portalEnv(state, { kind: 'prepare' }), SEED_ON_START: 'false' }),
    killServer: (index, signal = 'SIGTERM') => stopPortal(stateDir, server(index), signal),
    startServer: async (index) => {
      await startPortal(state, server(index));
    },
    killWorker: (signal = 'SIGTERM') => stopPortal(stateDir, { kind: 'worker' }, signal),
    startWorker: async () => {
      await startPortal(state, { kind: 'worker' });
    },
    get workerPid() {
      return portalPid(stateDir, { kind: 'worker' });
    },
    pg: {
      directUrl: directUrl(ports.postgres),
      stopImmediately: () => stopPostgres(stateDir, 'immediate'),
      start: () => startPostgres(stateDir),
    },
    pgbouncer: {
      url: pgbouncerUrl(ports.pgbouncer),
      restart: async () => {
        await stopPgbouncer(stateDir);
        await startPgbouncer(stateDir, ports.pgbouncer);
      },
    },
    redis: {
      url: redisUrl(ports.redis),
      restart: async () => {
        await stopRedis(stateDir);
        await startRedis(stateDir, ports.redis);
      },
    },
    status: () => clusterStatus(state),
    down: () => clusterDown(stateDir),
  };
}

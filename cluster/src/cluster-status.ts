import { haproxyPid, haproxyView } from './haproxy.js';
import { pgbouncerPid, pgbouncerUrl } from './pgbouncer.js';
import { portalPid } from './portal.js';
import { directUrl, postgresPid } from './postgres.js';
import { httpOk, isAlive } from './processes.js';
import { connectsTo, redisAnswers } from './probes.js';
import { redisPid } from './redis.js';
import type { ClusterState } from './state.js';

export interface PartStatus {
  name: string;
  port?: number;
  pid?: number;
  /** its process exists */
  running: boolean;
  /** it answers: a query, PING, /readyz, or HAProxy's own health check */
  healthy: boolean;
  detail?: string;
}

const part = async (
  name: string,
  port: number | undefined,
  pid: number | undefined,
  probe: () => Promise<boolean>,
  detail?: string,
): Promise<PartStatus> => {
  const running = isAlive(pid);
  const healthy = running && (await probe().catch(() => false));
  return { name, port, pid: running ? pid : undefined, running, healthy, detail };
};

/** Every part, whether its process runs and whether it answers. */
export async function clusterStatus(state: ClusterState): Promise<PartStatus[]> {
  const { stateDir, ports } = state;
  const view = await haproxyView(stateDir).catch(() => ({}) as Record<string, string>);
  return Promise.all([
    part('postgres', ports.postgres, postgresPid(stateDir), () =>
      connectsTo(directUrl(ports.postgres)),
    ),
    part('pgbouncer', ports.pgbouncer, pgbouncerPid(stateDir), () =>
      connectsTo(pgbouncerUrl(ports.pgbouncer)),
    ),
    part('redis', ports.redis, redisPid(stateDir), () => redisAnswers(ports.redis)),
    ...ports.servers.map((port, index) => {
      const name = `server-${index + 1}`;
      return part(
        name,
        port,
        portalPid(stateDir, { kind: 'server', index }),
        () => httpOk(`http://127.0.0.1:${port}/readyz`),
        `haproxy: ${view[name] ?? 'unknown'}`,
      );
    }),
    part('worker', undefined, portalPid(stateDir, { kind: 'worker' }), async () => true),
    part('haproxy', ports.haproxy, haproxyPid(stateDir), async () => Object.keys(view).length > 0),
  ]);
}

import { existsSync, readdirSync, rmSync } from 'node:fs';
import { stopHaproxy } from './haproxy.js';
import { stopPgbouncer } from './pgbouncer.js';
import { type PortalRole, stopPortal } from './portal.js';
import { stopPostgres } from './postgres.js';
import { stopRedis } from './redis.js';
import { paths, readState } from './state.js';

/** The portal processes whose pid files are in the state dir. */
function portalRoles(stateDir: string): PortalRole[] {
  const run = paths(stateDir).run;
  if (!existsSync(run)) return [];
  const roles: PortalRole[] = [];
  for (const name of readdirSync(run)) {
    const server = /^server-(\d+)\.pid$/.exec(name);
    if (server) roles.push({ kind: 'server', index: Number(server[1]) - 1 });
    if (name === 'worker.pid') roles.push({ kind: 'worker' });
    if (name === 'prepare.pid') roles.push({ kind: 'prepare' });
  }
  return roles;
}

/**
 * Stops everything of the cluster in `stateDir`, from the outside in (the load balancer, the
 * servers and worker with SIGTERM then SIGKILL, PgBouncer, Redis, PostgreSQL), and removes
 * the state dir. Every step runs even when one before failed; a folder that does not look like
 * a cluster's state dir is never removed.
 */
export async function clusterDown(stateDir: string, log: (line: string) => void = () => {}) {
  if (!existsSync(stateDir)) return;
  const p = paths(stateDir);
  if (!existsSync(p.state) && !existsSync(p.run)) {
    throw new Error(`${stateDir} is not a cluster's state dir (no state.json); not removing it`);
  }
  const failures: string[] = [];
  const step = async (name: string, action: () => Promise<void>) => {
    try {
      await action();
      log(`stopped ${name}`);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  };
  await step('haproxy', () => stopHaproxy(stateDir));
  await Promise.all(
    portalRoles(stateDir).map((role) =>
      step(role.kind === 'server' ? `server-${role.index + 1}` : role.kind, () =>
        stopPortal(stateDir, role),
      ),
    ),
  );
  await step('pgbouncer', () => stopPgbouncer(stateDir));
  await step('redis', () => stopRedis(stateDir));
  await step('postgres', () => stopPostgres(stateDir, 'fast'));
  if (failures.length) {
    throw new Error(`could not stop everything; ${stateDir} kept:\n  ${failures.join('\n  ')}`);
  }
  rmSync(stateDir, { recursive: true, force: true });
}

/** True when a state dir holds a cluster (its state file). */
export function hasCluster(stateDir: string): boolean {
  try {
    readState(stateDir);
    return true;
  } catch {
    return false;
  }
}

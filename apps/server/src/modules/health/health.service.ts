import type { DbDeps } from '../../lib/service-deps.js';
import { isDatabaseReachable } from './health.repository.js';

export async function readiness(deps: DbDeps) {
  const reachable = await isDatabaseReachable(deps.db);
  return { ready: reachable, database: reachable ? 'reachable' : 'unreachable' };
}

import type { AppDeps } from '../../deps.js';
import { isDatabaseReachable } from './health.repository.js';

export async function readiness(deps: AppDeps) {
  const reachable = await isDatabaseReachable(deps.db);
  return { ready: reachable, database: reachable ? 'reachable' : 'unreachable' };
}

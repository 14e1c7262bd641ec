import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

/** The client address as a throttle key part; requests without one share a bucket. */
export const addressKey = (ip: string | null) => ip ?? 'unknown';

/**
 * Counts one use of `scope` by `who` in the window and refuses beyond `limit`
 * (`tooManyRequests`). The windows are shared between processes when Redis is configured.
 */
export async function enforceLimit(
  deps: AppDeps,
  scope: string,
  who: string | number,
  limit: number,
  windowMs: number,
  details?: Record<string, unknown>,
) {
  const count = await deps.throttle.hit(`${scope}:${who}`, windowMs);
  if (count > limit) throw new AppError('tooManyRequests', details ? { details } : {});
}

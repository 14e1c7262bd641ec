import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Counts an attempt at something guessable (answers, codes, the password) and refuses
 * it once the member used up the window, before any hash is even checked.
 */
export async function countAttempt(
  deps: AppDeps,
  what: string,
  memberId: number,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const attempts = await deps.throttle.hit(`security:${what}:${memberId}`, limit.windowMs);
  if (attempts > limit.max) throw new AppError('tooManyRequests');
}

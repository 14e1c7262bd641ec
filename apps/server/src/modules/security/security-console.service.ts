import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { memberContextById } from '../member/index.js';
import { clearPinLocks, lockPinState } from './security-console.repository.js';

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/**
 * Clears a member's PIN lock (docs/console.md). A PIN locks for PIN_LOCK_MS after the fifth
 * wrong PIN in a row (security.repository.ts, judgePinAttempt), and only a right PIN after the
 * lock lapses, a new PIN or a PIN reset lifts it; here the failed tries and the lock go at once,
 * the member's own and their lock for guessing a sponsor's PIN (sponsor_pin_guard). The PIN is
 * unchanged. With the audit entry, in one transaction, under the rows' locks; an unlock of a
 * PIN that was not locked is audited too (the operator acted), answering `wasLocked: false`.
 */
export async function consolePinUnlock(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
) {
  requirePermission(operator, 'member:unlock-pin');
  const member = await memberContextById(deps.db, id);
  if (!member) throw new AppError('notFound');
  requirePermission(operator, 'member:unlock-pin', member.companyCode);
  return inTransaction(deps.db, async (trx) => {
    const at = deps.now();
    const { pin, guard } = await lockPinState(trx, id);
    const wasLocked =
      (pin?.pin_failed_count ?? 0) > 0 ||
      (pin?.pin_locked_until ?? at) > at ||
      (guard?.failed_count ?? 0) > 0 ||
      (guard?.locked_until ?? at) > at;
    await clearPinLocks(trx, id, at);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:unlock-pin',
        action: 'member:unlock-pin',
        companyCode: member.companyCode,
        target: `member:${id}`,
        reason: input.reason,
        outcome: 'ok',
        before: {
          failedTries: pin?.pin_failed_count ?? 0,
          lockedUntil: iso(pin?.pin_locked_until),
          sponsorPinFailedTries: guard?.failed_count ?? 0,
          sponsorPinLockedUntil: iso(guard?.locked_until),
        },
        after: { failedTries: 0, lockedUntil: null },
        at,
      }),
    );
    return { id, wasLocked };
  });
}

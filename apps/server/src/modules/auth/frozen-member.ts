import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import { closeAllSessions } from './session.service.js';

/**
 * `memberFrozen` (the console's member desk): every live session of the member ends in the
 * freeze's own transaction. The member module publishes the event, as auth imports member.
 */
export async function endFrozenMemberSessions(
  trx: Trx,
  payload: EventPayload<'memberFrozen'>,
): Promise<void> {
  await closeAllSessions({ db: trx, now: () => payload.at }, payload.memberId, 'frozen', trx);
}

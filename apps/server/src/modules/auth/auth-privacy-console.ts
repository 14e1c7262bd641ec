import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import { deleteMemberLinks } from './auth-console.repository.js';

/**
 * `memberErasing` (the console's privacy action): the member's emailed links go, since each
 * keeps the address it was sent to. Sessions end through `memberFrozen`, which the erasure
 * publishes too (frozen-member.ts).
 */
export async function eraseMemberLinks(
  trx: Trx,
  payload: EventPayload<'memberErasing'>,
): Promise<void> {
  await deleteMemberLinks(trx, payload.memberId);
}

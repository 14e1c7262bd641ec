import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import { findPersonalMessages } from './message-privacy-console.repository.js';

/**
 * `memberExporting`: the messages written to the member alone. Erasure leaves them: they are
 * the system's notices (an order paid, a withdrawal changed) in the member's own centre, which
 * nobody else reads, and the frozen member can no longer open it.
 */
export async function exportMemberMessages(
  trx: Trx,
  payload: EventPayload<'memberExporting'>,
): Promise<void> {
  const rows = await findPersonalMessages(trx, payload.memberId);
  payload.sections.messages = rows.map((m) => ({
    id: m.id,
    category: m.category,
    title: m.title,
    body: m.body,
    createdAt: m.created_at.toISOString(),
  }));
}

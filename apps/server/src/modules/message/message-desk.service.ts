import type { DbDeps } from '../../lib/service-deps.js';
import { findLatestPersonalMessages } from './message-privacy-console.repository.js';

/**
 * The latest messages written to one member, for the console's member page, whose entry point
 * checked the operator may see that member.
 */
export async function latestMessagesTo(deps: DbDeps, memberId: number, limit = 5) {
  const rows = await findLatestPersonalMessages(deps.db, memberId, limit);
  return rows.map((r) => ({
    title: r.title,
    sentAt: r.created_at.toISOString(),
    read: r.read_at !== null,
  }));
}

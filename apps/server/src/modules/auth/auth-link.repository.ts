import type { Db } from '../../db/client.js';
import type { AuthLinkTable } from '../../db/schema.js';

export type LinkPurpose = AuthLinkTable['purpose'];

export async function insertAuthLink(
  db: Db,
  link: {
    tokenHash: string;
    memberId: number;
    purpose: LinkPurpose;
    email: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('auth_link')
    .values({
      token_hash: link.tokenHash,
      member_id: link.memberId,
      purpose: link.purpose,
      email: link.email,
      created_at: link.now,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** An unused, unexpired link of that purpose. */
export function findLiveLink(db: Db, tokenHash: string, purpose: LinkPurpose, now: Date) {
  return db
    .selectFrom('auth_link')
    .select(['member_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a live link up in one statement, so it works only once even under races. */
export function consumeLink(db: Db, tokenHash: string, purpose: LinkPurpose, now: Date) {
  return db
    .updateTable('auth_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'email'])
    .executeTakeFirst();
}

/** A new link replaces the older open ones of the member, so only the latest mail works. */
export async function retireOpenLinks(db: Db, memberId: number, purpose: LinkPurpose, now: Date) {
  await db
    .updateTable('auth_link')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

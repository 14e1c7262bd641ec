import type { Db } from '../../db/client.js';

/** The kinds a member chose for; a kind without a row keeps its default. */
export function findPreferences(db: Db, memberId: number) {
  return db
    .selectFrom('message_preference')
    .select(['kind', 'by_email'])
    .where('member_id', '=', memberId)
    .execute();
}

export async function findPreference(db: Db, memberId: number, kind: string) {
  const row = await db
    .selectFrom('message_preference')
    .select('by_email')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.by_email;
}

export async function upsertPreferences(
  db: Db,
  memberId: number,
  rows: { kind: string; byEmail: boolean }[],
  at: Date,
) {
  await db
    .insertInto('message_preference')
    .values(
      rows.map((r) => ({ member_id: memberId, kind: r.kind, by_email: r.byEmail, updated_at: at })),
    )
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind']).doUpdateSet((eb) => ({
        by_email: eb.ref('excluded.by_email'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

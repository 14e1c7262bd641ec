import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { FunnelKind, RegistrationApplicationTable } from './registration.tables.js';

type Q = Db | Trx;

export function sponsorByLogin(db: Q, loginName: string) {
  return db
    .selectFrom('member')
    .select(['id', 'company_code', 'login_name', 'user_name', 'status', 'sponsor_path'])
    .where(sql<string>`lower(login_name)`, '=', loginName.trim().toLowerCase())
    .executeTakeFirst();
}

export async function emailTaken(db: Q, companyCode: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export function insertApplication(trx: Trx, row: Insertable<RegistrationApplicationTable>) {
  return trx.insertInto('registration_application').values(row).execute();
}

export function insertFunnelEvent(
  db: Q,
  event: { sponsorId: number; kind: FunnelKind; memberId?: number; at: Date },
) {
  return db
    .insertInto('registration_event')
    .values({
      sponsor_id: event.sponsorId,
      kind: event.kind,
      member_id: event.memberId ?? null,
      at: event.at,
    })
    .execute();
}

export function funnelEvents(db: Q, sponsorId: number, since: Date) {
  return db
    .selectFrom('registration_event')
    .select(['kind', 'at'])
    .where('sponsor_id', '=', sponsorId)
    .where('at', '>=', since)
    .execute();
}

/** Submitted, not paid, and agreed to be contacted: the only ones the sponsor sees by name. */
export function unfinishedOf(db: Q, sponsorId: number) {
  return db
    .selectFrom('registration_application as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select(['m.login_name', 'm.user_name'])
    .where('a.sponsor_id', '=', sponsorId)
    .where('a.agree_email', '=', true)
    .where('m.status', '=', 0)
    .orderBy('a.created_at', 'desc')
    .limit(50)
    .execute();
}

/**
 * Members still "to be activated" whose first purchase (order type 10) is paid become active,
 * and their sponsor's funnel counts them paid, in one statement each. Answers who joined.
 */
export async function activatePaidMembers(trx: Trx, now: Date) {
  const activated = await trx
    .updateTable('member')
    .set({ status: 10, updated_at: now })
    .where('status', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shop_order as o')
          .select('o.id')
          .whereRef('o.member_id', '=', 'member.id')
          .where('o.order_type', '=', 10)
          .where('o.paid_at', 'is not', null),
      ),
    )
    // message centre: who joined, and whose team they joined
    .returning(['id', 'login_name', 'sponsor_id'])
    .execute();
  const ids = activated.map((r) => r.id);
  if (ids.length === 0) return activated;
  await trx
    .insertInto('registration_event')
    .columns(['sponsor_id', 'kind', 'member_id', 'at'])
    .expression((eb) =>
      eb
        .selectFrom('registration_application')
        .select((e) => [
          'sponsor_id',
          sql<'paid'>`'paid'`.as('kind'),
          'member_id',
          e.val(now).as('at'),
        ])
        .where('member_id', 'in', ids),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return activated;
}

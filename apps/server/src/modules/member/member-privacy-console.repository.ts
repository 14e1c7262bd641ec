import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

/** The member's own row as the personal-data export shows it, with the sponsor's login name. */
export function findMemberForPrivacy(db: Db, id: number) {
  return db
    .selectFrom('member as m')
    .leftJoin('member as s', 's.id', 'm.sponsor_id')
    .leftJoin('member_picture as p', 'p.member_id', 'm.id')
    .select([
      'm.id',
      'm.login_name',
      'm.company_code',
      'm.member_type',
      'm.first_name',
      'm.last_name',
      'm.user_name',
      'm.email',
      'm.mobile_code',
      'm.phone',
      'm.gender',
      'm.birth_date',
      'm.status',
      'm.rank_code',
      'm.avatar_url',
      'm.preferred_locale',
      'm.created_at',
      's.login_name as sponsor_login_name',
      'p.updated_at as picture_updated_at',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The member's login name, status and company, locked for the erasure that follows. */
export function lockMemberForErasure(trx: Trx, id: number) {
  return trx
    .selectFrom('member')
    .select(['id', 'login_name', 'status', 'company_code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The person in the member row becomes neutral placeholders and the member is frozen; the id,
 * login name, company, trees (sponsor and placement paths), rank and dates stay. The uploaded
 * picture goes.
 */
export async function eraseMemberRow(trx: Trx, id: number, frozen: number, at: Date) {
  await trx
    .updateTable('member')
    .set({
      first_name: 'Erased',
      last_name: 'Member',
      user_name: 'Erased member',
      email: null,
      email_verified_at: null,
      mobile_code: null,
      phone: null,
      gender: -1,
      birth_date: null,
      avatar_url: null,
      status: frozen,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('member_picture').where('member_id', '=', id).execute();
}

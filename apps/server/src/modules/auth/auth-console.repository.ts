import type { Db } from '../../db/client.js';

/** What the console's account actions need of a member: who, which company, where to mail. */
export function findMemberForConsole(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select([
      'id',
      'login_name',
      'user_name',
      'email',
      'company_code',
      'status',
      'preferred_locale',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The member's emailed links hold the address they went to: erasing the member ends them. */
export async function deleteMemberLinks(db: Db, memberId: number) {
  await db.deleteFrom('auth_link').where('member_id', '=', memberId).execute();
}

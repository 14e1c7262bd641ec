import type { Db } from '../../db/client.js';
import { MEMBER_COLUMNS } from './session.repository.js';

/** What login needs of a member: the member-info columns, the password hash and status. */
const LOGIN_COLUMNS = [...MEMBER_COLUMNS, 'm.password_hash'] as const;

/** Login names are case-insensitive (unique index on lower(login_name)). */
export function findMemberByLoginName(db: Db, loginName: string) {
  return db
    .selectFrom('member as m')
    .select(LOGIN_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['m.login_name']), '=', eb.fn('lower', [eb.val(loginName)])))
    .executeTakeFirst();
}
export type LoginMemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByLoginName>>>;

export function findMemberById(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .select(LOGIN_COLUMNS)
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/** Members with an email address (case-insensitive), optionally of one company. */
export function findMembersByEmail(db: Db, email: string, companyCode?: string) {
  let query = db
    .selectFrom('member')
    .select(['id', 'login_name', 'email', 'user_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])));
  if (companyCode) query = query.where('company_code', '=', companyCode);
  return query.orderBy('id').execute();
}

/** The member with this login name and email, both case-insensitive. */
export function findMemberByLoginAndEmail(db: Db, loginName: string, email: string) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'email', 'user_name'])
    .where((eb) =>
      eb.and([
        eb(eb.fn('lower', ['login_name']), '=', eb.fn('lower', [eb.val(loginName)])),
        eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Sets a new password hash. `expectedHash`, when given, makes the update conditional, so two
 * concurrent changes cannot both pass the old-password check.
 */
export async function updatePasswordHash(
  db: Db,
  change: {
    memberId: number;
    hash: string;
    at: Date;
    expectedHash?: string;
    clearPasswordPrompts?: boolean;
  },
): Promise<boolean> {
  let query = db
    .updateTable('member')
    .set({
      password_hash: change.hash,
      password_changed_at: change.at,
      updated_at: change.at,
      ...(change.clearPasswordPrompts ? { is_need_pwd_popup: false, is_first_setup: false } : {}),
    })
    .where('id', '=', change.memberId);
  if (change.expectedHash) query = query.where('password_hash', '=', change.expectedHash);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the email verified only while the member still has that address. */
export async function markEmailVerified(db: Db, memberId: number, email: string, at: Date) {
  const result = await db
    .updateTable('member')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', memberId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

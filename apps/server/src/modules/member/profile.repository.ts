import type { UpdateProfileValues } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
export type { MemberPictureTable } from './profile.tables.js';

export function findProfileEmail(db: Db | Trx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['email', 'company_code'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Saves the details; a changed email loses its verification. Saving also ends the initial
 * set-up (isInitSet), which locks the account menu until the member has checked their details.
 */
export async function updateProfileRow(
  trx: Trx,
  memberId: number,
  values: UpdateProfileValues,
  emailChanged: boolean,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('member')
    .set({
      first_name: values.firstName,
      last_name: values.lastName,
      user_name: `${values.firstName} ${values.lastName}`,
      gender: values.gender,
      birth_date: values.birthDate,
      mobile_code: values.mobileCode,
      phone: values.phone,
      email: values.email,
      is_init_set: false,
      updated_at: at,
      ...(emailChanged ? { email_verified_at: null } : {}),
    })
    .where('id', '=', memberId)
    .execute();
}

export async function savePicture(
  trx: Trx,
  memberId: number,
  picture: { version: string; content: Buffer; url: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('member_picture')
    .values({ member_id: memberId, version: picture.version, content: picture.content })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        version: picture.version,
        content: picture.content,
        updated_at: picture.at,
      }),
    )
    .execute();
  await trx
    .updateTable('member')
    .set({ avatar_url: picture.url, updated_at: picture.at })
    .where('id', '=', memberId)
    .execute();
}

/** The picture only at its current version: an old address answers not found. */
export function findPicture(db: Db, memberId: number, version: string) {
  return db
    .selectFrom('member_picture')
    .select('content')
    .where('member_id', '=', memberId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/**
 * Deletes the stored picture and clears the avatar in one transaction, so no address is left
 * pointing at bytes that are gone. Whether there was anything to remove.
 */
export async function deletePicture(trx: Trx, memberId: number, at: Date): Promise<boolean> {
  const file = await trx
    .deleteFrom('member_picture')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const avatar = await trx
    .updateTable('member')
    .set({ avatar_url: null, updated_at: at })
    .where('id', '=', memberId)
    .where('avatar_url', 'is not', null)
    .executeTakeFirst();
  return Number(file.numDeletedRows) + Number(avatar.numUpdatedRows) > 0;
}

import type { Db } from '../../db/client.js';

/** Every address the member saved, deleted ones too (they are the member's data as well). */
export function findAllMemberAddresses(db: Db, memberId: number) {
  return db
    .selectFrom('member_address')
    .select([
      'id',
      'receive_name',
      'country_code',
      'state_name',
      'city',
      'area',
      'zip',
      'address1',
      'address2',
      'address3',
      'contact_number',
      'is_default',
      'created_at',
      'deleted_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * Overwrites the person in every address of the member and deletes them (soft: the ids stay,
 * orders keep their own copy of where they went). The placeholders satisfy the table's checks
 * (a name of 3 to 20 characters, a phone number in E.164).
 */
export async function eraseMemberAddresses(db: Db, memberId: number, at: Date) {
  await db
    .updateTable('member_address')
    .set({
      receive_name: 'Erased',
      city: 'Erased',
      area: '',
      zip: '',
      address1: 'Erased',
      address2: '',
      address3: '',
      contact_number: '+10000',
      is_default: false,
      updated_at: at,
      deleted_at: at,
    })
    .where('member_id', '=', memberId)
    .execute();
}

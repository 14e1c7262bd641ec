import type { OrderAddress } from '@portal/contract';
import type { Db } from '../db/client.js';
import { orderAddressFromBook } from '../modules/address/index.js';

/** A demo login's home address, as a member would type it in the address book. */
export interface DemoAddress {
  login: string;
  countryCode: string;
  /** the province's area code (area table), e.g. US-NY */
  stateCode: string;
  city: string;
  zip: string;
  address1: string;
  address2?: string;
  /** E.164 */
  contactNumber: string;
}

/**
 * Where the demo logins live, so their address book is not empty beside their delivered
 * orders: the seeded order history ships to these (historyAddress). Each is a real-looking
 * address of the company's own country, with a province of the area table and a ZIP and a
 * phone number that pass the address book's own rules. `newbie` has not set up yet.
 */
export const DEMO_ADDRESSES: DemoAddress[] = [
  {
    login: 'demo',
    countryCode: 'US',
    stateCode: 'US-NY',
    city: 'New York',
    zip: '10019',
    address1: '350 West 57th Street',
    address2: 'Apt 12B',
    contactNumber: '+12129624431',
  },
  {
    login: 'wtdemo',
    countryCode: 'US',
    stateCode: 'US-CA',
    city: 'Los Angeles',
    zip: '90017',
    address1: '1200 Wilshire Boulevard',
    address2: 'Unit 5',
    contactNumber: '+12133734253',
  },
  {
    login: 'mydemo',
    countryCode: 'MY',
    stateCode: 'MY-14',
    city: 'Kuala Lumpur',
    zip: '50450',
    address1: '12 Jalan Ampang',
    address2: 'Menara Ampang, Level 8',
    contactNumber: '+60321661234',
  },
  {
    login: 'iddemo',
    countryCode: 'ID',
    stateCode: 'ID-JK',
    city: 'Jakarta Pusat',
    zip: '10220',
    address1: 'Jalan Jenderal Sudirman No. 25',
    contactNumber: '+62215703456',
  },
  {
    login: 'pcdemo',
    countryCode: 'US',
    stateCode: 'US-IL',
    city: 'Chicago',
    zip: '60606',
    address1: '233 South Wacker Drive',
    address2: 'Apt 4',
    contactNumber: '+13122636000',
  },
  {
    login: 'inactive',
    countryCode: 'US',
    stateCode: 'US-TX',
    city: 'Austin',
    zip: '78701',
    address1: '500 Congress Avenue',
    contactNumber: '+15124721234',
  },
];

/**
 * The demo logins' address books (a fresh seed only: an address a member deleted never comes
 * back). Written as the address book writes them: the province resolved from the area table,
 * the one address the default. The receiver is the login's own name.
 */
export async function seedDemoAddresses(db: Db): Promise<number> {
  let added = 0;
  for (const a of DEMO_ADDRESSES) {
    const member = await db
      .selectFrom('member')
      .select(['id', 'first_name', 'last_name', 'created_at'])
      .where('login_name', '=', a.login)
      .executeTakeFirst();
    const province = await db
      .selectFrom('area')
      .select(['id', 'code', 'name'])
      .where('code', '=', a.stateCode)
      .executeTakeFirst();
    if (!member || !province) continue;
    await db
      .insertInto('member_address')
      .values({
        member_id: member.id,
        receive_name: `${member.first_name} ${member.last_name}`.trim().slice(0, 20),
        country_code: a.countryCode,
        state_id: province.id,
        state_code: province.code,
        state_name: province.name,
        city: a.city,
        zip: a.zip,
        address1: a.address1,
        address2: a.address2 ?? '',
        contact_number: a.contactNumber,
        is_default: true,
        // in the book since they joined: before the orders the history ships to it
        created_at: member.created_at,
        updated_at: member.created_at,
      })
      .execute();
    added++;
  }
  return added;
}

/**
 * The member's default address as an order copies it, or null when they have none: what the
 * seeded order history ships to, so a delivered order's address is one the book holds.
 */
export async function defaultShippingAddress(
  db: Db,
  memberId: number,
): Promise<OrderAddress | null> {
  const row = await db
    .selectFrom('member_address')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? orderAddressFromBook(db, memberId, row.id) : null;
}

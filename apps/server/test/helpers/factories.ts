import type { CompanyCode } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/client.js';
import type { CompanyTable, MemberTable } from '../../src/db/schema.js';
import { PasswordHasher } from '../../src/lib/password.js';

export const TEST_PASSWORD = 'Secret123';

let cachedHash: Promise<string> | undefined;
/** One real argon2id hash of TEST_PASSWORD per test file, shared by every factory member. */
export function testPasswordHash(): Promise<string> {
  cachedHash ??= new PasswordHasher(1).hash(TEST_PASSWORD);
  return cachedHash;
}

export async function createCompany(db: Db, overrides: Partial<Insertable<CompanyTable>> = {}) {
  const code = (overrides.code ?? 'US') as CompanyCode;
  const existing = await db
    .selectFrom('company')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('company')
    .values({
      code,
      name: `${code} Company`,
      country_code: code === 'WT' ? 'US' : code.slice(0, 2),
      currency: 'USD',
      minor_unit: 2,
      time_zone: 'Asia/Singapore',
      character_coding: 'en_US',
      address: '1 Test Street',
      email: `info@${code.toLowerCase()}.example`,
      tel: '+1 555 0100',
      policies_pdf: `${code}-policies.pdf`,
      copyright: `© ${code} Company`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let sequence = 0;

/**
 * A member with a real password hash (TEST_PASSWORD). The sponsor and placement paths are
 * derived from the parents given, so downline checks work on factory data.
 */
export async function createMember(db: Db, overrides: Partial<Insertable<MemberTable>> = {}) {
  sequence++;
  const companyCode = overrides.company_code ?? 'US';
  await createCompany(db, { code: companyCode });
  const parentPath = async (
    id: number | null | undefined,
    column: 'sponsor_path' | 'placement_path',
  ) =>
    id
      ? (
          await db
            .selectFrom('member')
            .select(column)
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        )[column]
      : '/';
  const sponsorPath = await parentPath(overrides.sponsor_id, 'sponsor_path');
  const placementPath = await parentPath(overrides.placement_id, 'placement_path');
  const login = overrides.login_name ?? `member${sequence}${Math.floor(Math.random() * 1e6)}`;
  const inserted = await db
    .insertInto('member')
    .values({
      login_name: login,
      company_code: companyCode,
      member_type: 'D',
      first_name: 'Test',
      last_name: `Member${sequence}`,
      user_name: `Test Member${sequence}`,
      email: `${login}@example.com`,
      status: 10,
      sponsor_path: '/',
      placement_path: '/',
      password_hash: await testPasswordHash(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // paths include the member itself: '/1/5/9/'
  return db
    .updateTable('member')
    .set({
      sponsor_path: overrides.sponsor_path ?? `${sponsorPath}${inserted.id}/`,
      placement_path: overrides.placement_path ?? `${placementPath}${inserted.id}/`,
    })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

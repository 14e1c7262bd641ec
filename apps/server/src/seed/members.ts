import { COMPANY_CODES, type CompanyCode } from '@portal/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/client.js';
import type { MemberTable } from '../db/schema.js';
import { openJoinedMemberAccounts } from '../modules/ledger/index.js';
import { buildCompanyMembers, type SeedMemberRow } from './member-company.js';

/** Rows per INSERT: few round trips, far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/**
 * About 250 members for every company the company seed created, with their sponsor and
 * placement trees and the demo accounts of DEMO_LOGINS inside them. Trees are built in
 * memory with explicit ids and inserted in a few statements; every member shares the one
 * hash of the demo password. A company missing from the table is skipped, not invented.
 */
export async function seedMembers(db: Db, passwordHash: string): Promise<void> {
  const companies = await seededCompanies(db);
  let nextId = (await maxMemberId(db)) + 1;
  const rows: Array<Insertable<MemberTable>> = [];
  for (const code of companies) {
    const members = buildCompanyMembers(code, nextId);
    rows.push(...members.map((m) => toInsertable(m, passwordHash)));
    nextId += members.length;
  }
  // joining order: every parent row is inserted before (or with) its recruits
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('member')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
  }
  // every member's ledger accounts as registration opens them, with the members (one statement)
  await openJoinedMemberAccounts(
    db,
    rows.map((r) => r.id!),
  );
  // ids were given explicitly: move the identity on so later inserts do not collide
  if (rows.length > 0) {
    await sql`select setval(pg_get_serial_sequence('member', 'id'), (select max(id) from member))`.execute(
      db,
    );
  }
}

async function seededCompanies(db: Db): Promise<CompanyCode[]> {
  const present = new Set(
    (await db.selectFrom('company').select('code').execute()).map((r) => r.code),
  );
  return COMPANY_CODES.filter((code) => present.has(code));
}

async function maxMemberId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.max('id').as('max_id'))
    .executeTakeFirst();
  return Number(row?.max_id ?? 0);
}

function toInsertable(m: SeedMemberRow, passwordHash: string): Insertable<MemberTable> {
  return {
    id: m.id,
    login_name: m.login_name,
    company_code: m.company_code,
    member_type: m.member_type,
    first_name: m.first_name,
    last_name: m.last_name,
    user_name: m.user_name,
    email: m.email,
    email_verified_at: m.email_verified_at,
    mobile_code: m.mobile_code,
    phone: m.phone,
    gender: m.gender,
    birth_date: m.birth_date,
    status: m.status,
    rank_code: m.rank_code,
    highest_award: m.highest_award,
    is_world_plan: m.is_world_plan,
    avatar_url: m.avatar_url,
    sponsor_id: m.sponsorId,
    sponsor_path: m.sponsorPath,
    placement_id: m.placementId,
    placement_side: m.placementSide,
    placement_path: m.placementPath,
    is_first_setup: m.is_first_setup,
    is_init_set: m.is_init_set,
    is_need_pwd_popup: m.is_need_pwd_popup,
    must_rebuy_bv: m.must_rebuy_bv,
    password_hash: passwordHash,
    password_changed_at: m.joined_at,
    created_at: m.joined_at,
    updated_at: m.joined_at,
  };
}

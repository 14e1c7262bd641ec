import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createMember } from '../helpers/factories.js';
import { outcome } from '../helpers/outcome.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Migration 0040: a message's member and company are checked once per statement; deleting a
 * member still deletes their messages (and read marks), deleting a named company is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (memberId: number | null, companyCode: string | null) =>
  sql`insert into message (company_code, member_id, type, category, title, body, created_at)
    values (${companyCode}, ${memberId}, ${memberId === null ? 1 : 3}, 'bonus', 't', 'b', now())
    returning id`.execute(t.db);

describe("messages' references (migration 0040)", () => {
  it('stores messages naming what exists, broadcasts included, and refuses the unknown', async () => {
    const m = await createMember(t.db);
    expect(await outcome(message(m.id, 'US'))).toBe('stored');
    expect(await outcome(message(null, null))).toBe('stored');
    expect(await outcome(message(999_999_999, 'US'))).toMatch(/^23503: message names a member/);
    expect(await outcome(message(null, 'ZZ'))).toMatch(/^23503: message names a company/);
    const moved = sql`update message set member_id = 999999999 where member_id = ${m.id}`;
    expect(await outcome(moved.execute(t.db))).toMatch(/^23503: message names a member/);
  });

  it("deletes a deleted member's messages and read marks; refuses to delete a named company", async () => {
    await createCompany(t.db, { code: 'DE' });
    const m = await createMember(t.db, { company_code: 'DE' });
    const { rows } = await message(m.id, 'DE');
    const id = (rows[0] as { id: number }).id;
    await sql`insert into message_read (member_id, message_id) values (${m.id}, ${id})`.execute(
      t.db,
    );
    expect(await outcome(sql`delete from company where code = 'DE'`.execute(t.db))).toMatch(
      /^23503/,
    );
    expect(await outcome(sql`delete from member where id = ${m.id}`.execute(t.db))).toBe('stored');
    const left = await sql<{ n: number }>`
      select (select count(*) from message where member_id = ${m.id})::int
        + (select count(*) from message_read where message_id = ${id})::int as n`.execute(t.db);
    expect(left.rows[0]!.n).toBe(0);
  });
});

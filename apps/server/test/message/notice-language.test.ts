import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMemberById, noticeMembers } from '../../src/modules/message/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A notice the server writes to a member it knows only by id (a new recruit's sponsor, a
 * transfer's recipient, a close's payees) is in that member's language: the one they chose,
 * else their company's, never English by default.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'ID', character_coding: 'id_ID' });
  await createCompany(t.db, { code: 'HJ', character_coding: 'zh_CN' });
});
afterAll(() => t.close());

const titlesOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('message')
      .select('title')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((m) => m.title);

describe('server-written notices', () => {
  it("use the company's language for a member who never chose one", async () => {
    const sponsor = await createMember(t.db, { company_code: 'ID' });
    await noticeMemberById(t.deps, t.db, sponsor.id, {
      kind: 'downlineJoined',
      params: { newMember: 'ID000123' },
    });
    expect(await titlesOf(sponsor.id)).toEqual(['ID000123 bergabung dengan tim Anda']);
  });

  it('use the language the member chose over the company’s', async () => {
    const chose = await createMember(t.db, { company_code: 'ID', preferred_locale: 'en' });
    await noticeMemberById(t.deps, t.db, chose.id, {
      kind: 'downlineJoined',
      params: { newMember: 'ID000124' },
    });
    expect(await titlesOf(chose.id)).toEqual(['ID000124 joined your team']);
  });

  it('do the same for a notice to many members at once', async () => {
    const hj = await createMember(t.db, { company_code: 'HJ' });
    const id = await createMember(t.db, { company_code: 'ID' });
    await noticeMembers(t.db, t.deps.now(), 'downlineJoined', [
      { memberId: hj.id, params: { newMember: 'HJ000001' } },
      { memberId: id.id, params: { newMember: 'ID000001' } },
    ]);
    expect(await titlesOf(hj.id)).toEqual(['HJ000001 加入了您的团队']);
    expect(await titlesOf(id.id)).toEqual(['ID000001 bergabung dengan tim Anda']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMemberById, noticeMembers } from '../../src/modules/message/index.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Messages and mails write a time, money and BV exactly as the pages do (the contract's
 * formats): one payment at 18:17 UTC reads '2026-11-27 02:17 UTC+8' everywhere, and an amount
 * is one money text in the reader's language, never '24.90 USD' beside '$24.90'.
 */
let t: TestApp;
const PAID = new Date('2026-11-26T18:17:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = PAID;
});
afterAll(() => t.close());

const messagesOf = (memberId: number) =>
  t.db
    .selectFrom('message')
    .select(['title', 'body'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const mailsTo = (address: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', address)
    .execute();

describe('notice texts', () => {
  it('tell the time in business time, labelled, in the message and the mail', async () => {
    const member = await createMember(t.db, { preferred_locale: 'en' });
    await noticeMemberById(t.deps, t.db, member.id, {
      kind: 'orderPaid',
      params: { orderNo: 'US261127000001', amount: '24.90', currency: 'USD', bv: '18.00' },
    });
    const [message] = await messagesOf(member.id);
    expect(message!.body).toContain('On 2026-11-27 02:17 UTC+8 order US261127000001');
    expect(message!.body).not.toContain('(UTC)');
    expect(message!.body).toContain('$24.90, 18.00 BV');
    const [mail] = await mailsTo(member.email!);
    expect(mail!.body_text).toBe(message!.body);
  });

  it("write money and BV with the reader's decimal separator, the currency one way", async () => {
    const member = await createMember(t.db, { preferred_locale: 'id' });
    await noticeMemberById(t.deps, t.db, member.id, {
      kind: 'orderPaid',
      params: { orderNo: 'US261127000002', amount: '1234.50', currency: 'USD', bv: '18.00' },
    });
    const [message] = await messagesOf(member.id);
    expect(message!.body).toContain('$1.234,50, 18,00 BV');
    expect(message!.body).not.toMatch(/USD|US\$/);
    expect(message!.body).toContain('2026-11-27 02:17 UTC+8');
  });

  it('are the same when written to many members at once (a close)', async () => {
    const en = await createMember(t.db, { preferred_locale: 'en' });
    const zh = await createMember(t.db, { preferred_locale: 'zh-CN' });
    await noticeMembers(t.db, PAID, 'bonusPaid', [
      { memberId: en.id, params: { cycle: '2026-W48', amount: '640.00', currency: 'USD' } },
      { memberId: zh.id, params: { cycle: '2026-W48', amount: '640.00', currency: 'USD' } },
    ]);
    const [toEn] = await messagesOf(en.id);
    const [toZh] = await messagesOf(zh.id);
    expect(toEn!.body).toContain('On 2026-11-27 02:17 UTC+8 your bonus of $640.00 for cycle');
    expect(toZh!.body).toContain('2026-11-27 02:17 UTC+8');
    expect(toZh!.body).toContain('$640.00');
    expect(toZh!.body).not.toContain('USD');
  });
});

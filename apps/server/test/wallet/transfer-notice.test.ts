import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccounts, postJournal } from '../../src/modules/ledger/index.js';
import { transferNoticeJob } from '../../src/modules/wallet/index.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { call, currencyOf, fund, TEST_PIN, walletMember } from './factories.js';

/**
 * A member hears of a transfer they received, in the message centre (category
 * wallet) and by mail as their preference says, once, from the job that follows the transfers.
 */
let t: TestApp;
let sender: Awaited<ReturnType<typeof walletMember>>;
let recipient: Awaited<ReturnType<typeof walletMember>>;

beforeAll(async () => {
  t = await createTestApp();
  sender = await walletMember(t);
  recipient = await walletMember(t, { sponsor_id: sender.member.id });
  await fund(t.db, sender.member, 'bonus', 100_000n);
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>) =>
  call(t, 'POST', '/bo/ewallet/transfer', {
    token: sender.token,
    body: { fromAccount: 'bonus', toAccount: 'bonus', pin: TEST_PIN, ...body },
  });

const walletMessages = (memberId: number) =>
  t.db
    .selectFrom('message')
    .select(['title', 'body'])
    .where('member_id', '=', memberId)
    .where('category', '=', 'wallet')
    .execute();

describe('the transfer-received notice', () => {
  it('tells the recipient once, names the sender and the amount; not the sender', async () => {
    expect((await send({ toMemberId: recipient.member.id, amount: '12.50' })).json().code).toBe(0);
    // between the sender's own accounts: nobody is told
    expect((await send({ toAccount: 'eproduct', amount: '1.00' })).json().code).toBe(0);
    expect(await walletMessages(recipient.member.id)).toEqual([]);

    await transferNoticeJob.handler(t.deps, {});
    const told = await walletMessages(recipient.member.id);
    expect(told.map((m) => m.title)).toEqual(['You received $12.50']);
    expect(told[0]!.body).toContain(sender.member.login_name);
    expect(await walletMessages(sender.member.id)).toEqual([]);

    // a second run, or a retry, announces nothing again
    await transferNoticeJob.handler(t.deps, {});
    expect(await walletMessages(recipient.member.id)).toHaveLength(1);
  });

  it('mails the recipient when their preference says so (on by default), not when off', async () => {
    const mails = () =>
      t.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', recipient.member.email ?? '')
        .where('subject', 'like', 'You received%')
        .execute();
    const before = (await mails()).length;
    expect((await send({ toMemberId: recipient.member.id, amount: '2.00' })).json().code).toBe(0);
    await transferNoticeJob.handler(t.deps, {});
    expect((await mails()).length).toBe(before + 1);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/frontend-server/api/messageCenter/preferences',
      headers: { token: recipient.token },
      payload: { preferences: [{ kind: 'transferReceived', byEmail: false }] },
    });
    expect(off.json().code).toBe(0);
    const count = (await mails()).length;
    expect((await send({ toMemberId: recipient.member.id, amount: '3.00' })).json().code).toBe(0);
    await transferNoticeJob.handler(t.deps, {});
    expect((await mails()).length).toBe(count);
    expect(await walletMessages(recipient.member.id)).toHaveLength(3);
  });
});

/**
 * Ids are taken at insert and rows seen at commit: a transfer may commit after one with a
 * higher id. Real concurrency needs real connections, so PostgreSQL only (PGlite hands its one
 * connection out in turn).
 */
describe.skipIf(!TEST_PG_URL)('a transfer that commits after a later one (PostgreSQL)', () => {
  it('is announced, not passed over by the cursor', async () => {
    const late = await walletMember(t, { sponsor_id: sender.member.id });
    const other = await walletMember(t);
    const otherRecipient = await walletMember(t, { sponsor_id: other.member.id });
    await fund(t.db, other.member, 'bonus', 10_000n);
    await transferNoticeJob.handler(t.deps, {});
    const currency = await currencyOf(t.db, 'US');
    let commitLate!: () => void;
    const released = new Promise<void>((resolve) => (commitLate = resolve));
    let inserted!: () => void;
    const heldOpen = new Promise<void>((resolve) => (inserted = resolve));
    // a transfer between its insert and its commit, as the transfer's statement is for a moment
    const lateTransfer = t.db.transaction().execute(async (trx) => {
      const from = await memberAccounts(trx, { id: sender.member.id, companyCode: 'US' }, currency);
      const to = await memberAccounts(trx, { id: late.member.id, companyCode: 'US' }, currency);
      const at = new Date();
      const { journalId } = await postJournal(trx, {
        companyCode: 'US',
        type: 'transfer',
        postings: [
          { accountId: from.bonus.id, amount: -700n },
          { accountId: to.bonus.id, amount: 700n },
        ],
        createdBy: `member:${sender.member.id}`,
        at,
      });
      await trx
        .insertInto('wallet_transfer')
        .values({
          company_code: 'US',
          from_member_id: sender.member.id,
          to_member_id: late.member.id,
          from_account: 'bonus',
          to_account: 'bonus',
          amount: 700n,
          currency: 'USD',
          remark: null,
          journal_id: journalId,
          created_at: at,
        })
        .execute();
      inserted();
      await released;
    });
    await heldOpen;
    // a later transfer (a higher id) commits first
    const later = await call(t, 'POST', '/bo/ewallet/transfer', {
      token: other.token,
      body: {
        toMemberId: otherRecipient.member.id,
        fromAccount: 'bonus',
        toAccount: 'bonus',
        amount: '1.00',
        pin: TEST_PIN,
      },
    });
    expect(later.json().code).toBe(0);
    const run = transferNoticeJob.handler(t.deps, {});
    setTimeout(commitLate, 300);
    await lateTransfer;
    await run;
    expect((await walletMessages(late.member.id)).map((m) => m.title)).toEqual([
      'You received $7.00',
    ]);
    expect(await walletMessages(otherRecipient.member.id)).toHaveLength(1);
  });
});

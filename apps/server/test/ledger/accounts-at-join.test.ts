// This file runs on both engines in CI (scripts/test.sh): the accounts a member joins with
// must be those the close's SQL door (and its TypeScript twin) would have opened.
import { MEMBER_ACCOUNTS } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfill } from '../../src/db/migrations/0078-member-accounts-at-join.js';
import type { Db } from '../../src/db/client.js';
import { inTransaction } from '../../src/db/transaction.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import {
  accountsOfMembers,
  companyAccounts,
  openJoinedMemberAccounts,
  postJournalToMembers,
} from '../../src/modules/ledger/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { application, register, seedRegistrationAreas } from '../registration/registration-kit.js';
import { call, currencyOf } from '../wallet/factories.js';

/**
 * A member's accounts are opened when the member joins (registration, the seed, and for the
 * members from before, migration 0078), no longer first by the close that pays them. The close
 * still opens a missing one, so what is opened at join must be exactly what it would open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRegistrationAreas(t);
});
afterAll(() => t.close());

/** A member's accounts, all a row says but the member, the ids and when. */
const accountsOf = (memberId: number, db: Db = t.db) =>
  db
    .selectFrom('ledger_account')
    .select(['company_code', 'kind', 'currency', 'minor_unit', 'balance', 'allow_negative', 'hot'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

type AccountRows = Awaited<ReturnType<typeof accountsOf>>;
/** Thrown to undo a door's transaction, with what the door left. */
class Undone {
  constructor(readonly rows: unknown) {}
}

/** What a transaction that ends by throwing Undone left, read before it was undone. */
const undone = async <R = AccountRows>(open: Parameters<typeof inTransaction>[1]) => {
  const caught = await inTransaction(t.db, open).catch((e: unknown) => e);
  if (!(caught instanceof Undone)) throw caught;
  return caught.rows as R;
};

/**
 * What each door of the close opens for a member without accounts, then undone: the SQL door
 * (`ledger_post_to_members`, a posting of 0.01 to the member's bonus, undone with the rest) and
 * its TypeScript twin (accountsOfMembers); the bonus balance is read as before the posting.
 */
async function openedByTheClose(companyCode: string) {
  const member = await createMember(t.db, { company_code: companyCode });
  const currency = await currencyOf(t.db, companyCode);
  const sqlDoor = await undone(async (trx) => {
    const company = await companyAccounts(trx, companyCode, currency);
    await postJournalToMembers(trx, {
      companyCode,
      type: 'bonusClose',
      currency,
      postings: [{ accountId: company.bonusExpense.id, amount: -1n }],
      toMembers: { memberIds: [member.id], kinds: ['bonus'], amounts: [1n] },
      open: MEMBER_ACCOUNTS,
      createdBy: 'test',
      at: new Date(),
    });
    throw new Undone(
      (await accountsOf(member.id, trx)).map((a) => ({
        ...a,
        balance: a.balance - BigInt(a.kind === 'bonus'),
      })),
    );
  });
  const tsTwin = await undone(async (trx) => {
    await accountsOfMembers(trx, [{ id: member.id, companyCode }], currency);
    throw new Undone(await accountsOf(member.id, trx));
  });
  expect(tsTwin).toEqual(sqlDoor);
  return sqlDoor;
}

describe('accounts opened at join', () => {
  it('registration opens the three accounts the close would open, and the wallet reads zero', async () => {
    const sponsor = await createMember(t.db);
    const res = await register(t, application(sponsor.login_name));
    expect(res.statusCode, res.body).toBe(200);
    const joined: number = res.json().data.memberId;
    expect(await accountsOf(joined)).toEqual(await openedByTheClose('US'));
    // the wallet as a member without accounts reads it: three zero balances
    const balances = async (memberId: number) => {
      const { token } = await openSession(t.deps, memberId, false, { ip: null, userAgent: null });
      return (await call(t, 'GET', `/bo/ewallet/userBalance/${memberId}`, { token })).json();
    };
    const before = await balances(sponsor.id);
    expect(before.code, JSON.stringify(before)).toBe(0);
    expect(await balances(joined)).toEqual(before);
  });

  it('opens in the company currency, keeps what is there, and a second call changes nothing', async () => {
    await createCompany(t.db, { code: 'ID', currency: 'IDR', minor_unit: 0 });
    const [a, b] = [
      await createMember(t.db, { company_code: 'ID' }),
      await createMember(t.db, { company_code: 'US' }),
    ];
    await accountsOfMembers(t.db, [{ id: b.id, companyCode: 'US' }], await currencyOf(t.db, 'US'));
    const ofB = await idsOf(b.id);
    await inTransaction(t.db, (trx) => openJoinedMemberAccounts(trx, [a.id, b.id]));
    await openJoinedMemberAccounts(t.db, [a.id]);
    expect(await accountsOf(a.id)).toEqual(await openedByTheClose('ID'));
    expect(await idsOf(b.id)).toEqual(ofB);
  });
});

const idsOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('ledger_account')
      .select(['id', 'kind'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => `${r.kind}:${r.id}`);

describe('migration 0078', () => {
  it('opens the missing accounts of every member as the close would, and leaves the rest', async () => {
    const none = await createMember(t.db);
    const partial = await createMember(t.db);
    const whole = await createMember(t.db);
    const currency = await currencyOf(t.db, 'US');
    await sql`insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
      values ('US', ${partial.id}, 'eproduct', ${currency.code}, ${currency.minorUnit})`.execute(
      t.db,
    );
    await accountsOfMembers(t.db, [{ id: whole.id, companyCode: 'US' }], currency);
    const [ofPartial, ofWhole] = [await idsOf(partial.id), await idsOf(whole.id)];
    const close = await openedByTheClose('US');
    await backfill(t.db as never);
    expect(await accountsOf(none.id)).toEqual(close);
    expect((await idsOf(partial.id)).slice(0, 1)).toEqual(ofPartial);
    const byKind = <R extends { kind: string }>(rows: R[]) =>
      [...rows].sort((x, y) => x.kind.localeCompare(y.kind));
    expect(byKind(await accountsOf(partial.id))).toEqual(byKind(close));
    expect(await idsOf(whole.id)).toEqual(ofWhole);
    // every member has the three now, and a second run opens nothing
    const count = () =>
      sql<{ n: string }>`select count(*) as n from ledger_account where member_id is not null`
        .execute(t.db)
        .then((r) => Number(r.rows[0]!.n));
    const members = Number(
      (await sql<{ n: string }>`select count(*) as n from member`.execute(t.db)).rows[0]!.n,
    );
    expect(await count()).toBe(members * MEMBER_ACCOUNTS.length);
    await backfill(t.db as never);
    expect(await count()).toBe(members * MEMBER_ACCOUNTS.length);
  });
});

/** Several members' accounts in id order (so the order they were opened in shows), no ids. */
const rowsOf = (memberIds: number[], db: Db = t.db) =>
  db
    .selectFrom('ledger_account')
    .select(['member_id', 'kind', 'currency', 'minor_unit', 'balance', 'allow_negative', 'hot'])
    .where('member_id', 'in', memberIds)
    .orderBy('id')
    .execute();

describe('the close finds a gap in the accounts', () => {
  it('opens those of a member with none and the rest of a partial set, as its TypeScript twin', async () => {
    const [hasPaid, none, lacksPaid, whole] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
    ];
    const currency = await currencyOf(t.db, 'US');
    // a partial set: only the paid kind, or all but it
    for (const [member, kind] of [
      [hasPaid.id, 'bonus'],
      [lacksPaid.id, 'eproduct'],
    ] as const)
      await sql`insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
        values ('US', ${member}, ${kind}, ${currency.code}, ${currency.minorUnit})`.execute(t.db);
    await accountsOfMembers(t.db, [{ id: whole.id, companyCode: 'US' }], currency);
    // paid in this order (below): the accounts are opened in it, then by kind
    const paid = [hasPaid, none, lacksPaid, whole].map((m) => m.id);
    const kept = await Promise.all(paid.map((id) => idsOf(id)));
    const twin = await undone<Awaited<ReturnType<typeof rowsOf>>>(async (trx) => {
      await accountsOfMembers(
        trx,
        paid.map((id) => ({ id, companyCode: 'US' })),
        currency,
      );
      throw new Undone(await rowsOf(paid, trx));
    });
    // first a journal whose only gap is a kind not paid (the paid kind is there), then one
    // naming a member with none and one lacking the paid kind
    for (const members of [
      [hasPaid.id, whole.id],
      [none.id, lacksPaid.id],
    ])
      await inTransaction(t.db, async (trx) => {
        const company = await companyAccounts(trx, 'US', currency);
        await postJournalToMembers(trx, {
          companyCode: 'US',
          type: 'bonusClose',
          currency,
          postings: [{ accountId: company.bonusExpense.id, amount: -2n }],
          toMembers: { memberIds: members, kinds: ['bonus', 'bonus'], amounts: [1n, 1n] },
          open: MEMBER_ACCOUNTS,
          createdBy: 'test',
          at: new Date(),
        });
      });
    const paidRows = twin.map((a) => ({ ...a, balance: a.balance + BigInt(a.kind === 'bonus') }));
    expect(await rowsOf(paid)).toEqual(paidRows);
    expect(paidRows).toHaveLength(paid.length * MEMBER_ACCOUNTS.length);
    // the accounts there before are those used, not opened again
    for (const [i, id] of paid.entries())
      expect((await idsOf(id)).filter((a) => kept[i]!.includes(a))).toEqual(kept[i]);
  });
});

import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, HEADER, type MemberAccount } from '@portal/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../src/db/client.js';
import type { MemberTable } from '../../src/db/schema.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import {
  companyAccounts,
  memberAccounts,
  type Currency,
} from '../../src/modules/ledger/accounts.service.js';
import { postJournal } from '../../src/modules/ledger/ledger.service.js';
import { inTransaction } from '../../src/db/transaction.js';
import { setPinForTest } from '../../src/modules/security/pin.service.js';
import { createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

export const TEST_PIN = '246810';

export async function currencyOf(db: Db, companyCode: string): Promise<Currency> {
  const c = await db
    .selectFrom('company')
    .select(['currency', 'minor_unit'])
    .where('code', '=', companyCode)
    .executeTakeFirstOrThrow();
  return { code: c.currency, minorUnit: c.minor_unit };
}

/** Puts money on a member account through the ledger, balanced against company adjustments. */
export async function fund(
  db: Db,
  member: { id: number; company_code: string },
  account: MemberAccount,
  amountMinor: bigint,
  /** when the money came: a history read in time order places it there */
  at = new Date(),
): Promise<void> {
  const currency = await currencyOf(db, member.company_code);
  const mine = await memberAccounts(
    db,
    { id: member.id, companyCode: member.company_code },
    currency,
  );
  const company = await companyAccounts(db, member.company_code, currency);
  await inTransaction(db, (trx) =>
    postJournal(trx, {
      companyCode: member.company_code,
      type: 'adjustment',
      postings: [
        { accountId: mine[account].id, amount: amountMinor },
        { accountId: company.adjustments.id, amount: -amountMinor },
      ],
      createdBy: 'test',
      at,
    }),
  );
}

/** Balance of a member account in minor units (0 when never opened). */
export async function balanceOf(db: Db, memberId: number, account: MemberAccount): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', account)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Sum of every account of every company: money is only ever moved, so always zero. A hot
 * account's balance is its row plus its pending changes (migration 0035).
 */
export async function totalOfAllAccounts(db: Db): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select(
      sql<string>`coalesce(sum(balance), 0) + (select coalesce(sum(amount), 0) from ledger_pending)`.as(
        'total',
      ),
    )
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** A member with a PIN and a live session, as a login would open it. */
export async function walletMember(
  t: Pick<TestApp, 'db' | 'deps'>,
  overrides: Partial<Insertable<MemberTable>> = {},
) {
  const member = await createMember(t.db, overrides);
  await setPinForTest(t.deps, member.id, TEST_PIN);
  const { token } = await openSession(t.deps, member.id, false, { ip: null, userAgent: null });
  return { member, token };
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface CallOptions {
  token: string | null;
  body?: unknown;
  query?: Record<string, string>;
  /** Idempotency-Key: a fresh one unless given; null sends none */
  key?: string | null;
  locale?: string;
  platform?: 'bzz' | 'wpm';
}

/** One call of the API through the whole HTTP stack. */
export function call(t: TestApp, method: Method, path: string, opts: CallOptions) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return t.app.inject({
    method,
    url: `${API_BASE_PATH}${path}`,
    query: opts.query,
    headers: {
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
      ...(opts.platform ? { [HEADER.platformName]: opts.platform } : {}),
      ...(method === 'POST' && key !== null ? { [HEADER.idempotencyKey]: key } : {}),
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}

/** The field errors of a 400 answer as `path key` strings. */
export function fieldKeys(res: { json(): { data: { fields?: { path: string; key: string }[] } } }) {
  return (res.json().data.fields ?? []).map((f) => `${f.path} ${f.key}`);
}

/** A bank account of the member, added through the bank module's own call. */
export async function addBank(t: TestApp, token: string): Promise<number> {
  const res = await call(t, 'POST', '/wm/bankInfo/add', {
    token,
    key: null,
    body: {
      pin: TEST_PIN,
      bankName: 'Test Bank',
      accountNumber: '1234567890',
      accountType: 'savings',
      holderName: 'Test Holder',
    },
  });
  if (res.json().code !== 0) throw new Error(`bank account not added: ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

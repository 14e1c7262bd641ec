import {
  MEMBER_ACCOUNTS,
  parseAmount,
  type CompanyAccount,
  type MemberAccount,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import {
  accountsOfMembers,
  companyAccounts,
  type Currency,
  type MemberAccounts,
} from '../modules/ledger/accounts.service.js';
import type { PostingLine } from '../modules/ledger/journal-plan.js';
import { postJournal } from '../modules/ledger/ledger.service.js';
import type { Database } from '../db/schema.js';
import { createRandom, SEED } from './random.js';

type Opening = Partial<Record<MemberAccount, string>>;

/** Opening balances of the demo logins, in their company's currency. */
const DEMO_OPENING: Record<string, Opening> = {
  demo: { bonus: '1250.00', eproduct: '300.00', worldplan: '80.00' },
  wtdemo: { bonus: '640.00', eproduct: '120.00', worldplan: '45.50' },
  mydemo: { bonus: '850.00', eproduct: '150.00' },
  iddemo: { bonus: '2500000', eproduct: '400000' },
  pcdemo: { eproduct: '60.00' },
  inactive: { bonus: '35.00' },
};

/** Share of the other seeded members that get some money, and their largest amounts. */
const CROWD = { share: 0.6, maxBonus: 500, maxEproduct: 200, maxWorldplan: 50 } as const;

/** Bonus-like money comes out of bonus expense; e-product money out of adjustments. */
const SOURCE: Record<MemberAccount, CompanyAccount> = {
  bonus: 'bonusExpense',
  worldplan: 'bonusExpense',
  eproduct: 'adjustments',
};

type Trx = Transaction<Database>;
interface Holder {
  id: number;
  company_code: string;
  login_name: string;
}

/**
 * Opening balances through the ledger's one posting function, so the seeded wallet passes
 * ledger:verify: one entry per demo login, one per company for the crowd.
 */
export async function seedWallet(trx: Trx, at: Date): Promise<void> {
  const companies = await trx
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit'])
    .execute();
  const random = createRandom(SEED + 7);
  for (const company of companies) {
    const currency = { code: company.currency, minorUnit: company.minor_unit };
    const members = await trx
      .selectFrom('member')
      .select(['id', 'company_code', 'login_name'])
      .where('company_code', '=', company.code)
      .orderBy('id')
      .execute();
    const crowd = members.filter(
      (m) => !(m.login_name in DEMO_OPENING) && random.chance(CROWD.share),
    );
    const demos = members.filter((m) => m.login_name in DEMO_OPENING);
    const accounts = await accountsOfMembers(
      trx,
      [...demos, ...crowd].map((m) => ({ id: m.id, companyCode: m.company_code })),
      currency,
    );
    for (const demo of demos) {
      await open(trx, demo, [[demo, DEMO_OPENING[demo.login_name]!]], accounts, currency, at);
    }
    const crowdOpenings = crowd.map((m): [Holder, Opening] => [
      m,
      {
        bonus: String(random.int(0, CROWD.maxBonus)),
        eproduct: String(random.int(0, CROWD.maxEproduct)),
        ...(random.chance(0.3) ? { worldplan: String(random.int(1, CROWD.maxWorldplan)) } : {}),
      },
    ]);
    await open(trx, { company_code: company.code }, crowdOpenings, accounts, currency, at);
  }
}

async function open(
  trx: Trx,
  owner: { company_code: string },
  openings: Array<[Holder, Opening]>,
  accounts: Map<number, MemberAccounts>,
  currency: Currency,
  at: Date,
) {
  const company = await companyAccounts(trx, owner.company_code, currency);
  const lines: PostingLine[] = [];
  const sources = new Map<CompanyAccount, bigint>();
  for (const [member, opening] of openings) {
    for (const kind of MEMBER_ACCOUNTS) {
      const parsed = parseAmount(opening[kind] ?? '0', currency.minorUnit);
      if (!parsed.ok) continue;
      lines.push({ accountId: accounts.get(member.id)![kind].id, amount: parsed.minor });
      sources.set(SOURCE[kind], (sources.get(SOURCE[kind]) ?? 0n) + parsed.minor);
    }
  }
  if (lines.length === 0) return;
  for (const [source, total] of sources)
    lines.push({ accountId: company[source].id, amount: -total });
  await postJournal(trx, {
    companyCode: owner.company_code,
    type: 'opening',
    postings: lines,
    memo: 'opening balances (demo data)',
    createdBy: 'seed',
    at,
  });
}

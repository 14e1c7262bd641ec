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
  type PostingLine,
  postJournal,
} from '../modules/ledger/index.js';
import type { Database } from '../db/schema.js';
import { cycleStart, HISTORY_WEEKS } from './order-history-plan.js';
import { createRandom, SEED } from './random.js';

type Opening = Partial<Record<MemberAccount, string>>;

/**
 * Opening balances of the demo logins, in their company's currency: what each account held
 * when the seeded history begins. Bonus money after it comes only from the cycles the seed
 * closes (close-history.ts), which the bonus report shows. wtdemo has none in its bonus and
 * world-plan accounts: WT sells only in the marketplace, so by the plan no WT member earns a
 * bonus (docs/bonus.md), and money there would come from cycles its report cannot show.
 */
const DEMO_OPENING: Record<string, Opening> = {
  demo: { bonus: '1250.00', eproduct: '300.00', worldplan: '80.00' },
  wtdemo: { eproduct: '120.00' },
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
  /** when the member joined (the seed dates a member's row by it) */
  created_at: Date;
}

/** Marks the openings as the seed's, and names the seed's own time (order-history.ts reads it). */
export const OPENING_MEMO = 'opening balances (demo data)';
export const OPENING_REF = 'seed';

/**
 * When the seeded history begins: the day before the first of its weekly cycles. Every opening
 * balance is dated here, before any order, close or refund the history posts after it.
 */
export const openingAt = (now: Date) => new Date(cycleStart(now, HISTORY_WEEKS).getTime() - DAY_MS);
const DAY_MS = 86_400_000;

/**
 * Opening balances through the ledger's one posting function, so the seeded wallet passes
 * ledger:verify: one entry per demo login, one per company for the crowd (members who had
 * joined by then), each account opened once, dated when the history begins (`openingAt`).
 */
export async function seedWallet(trx: Trx, now: Date): Promise<void> {
  const at = openingAt(now);
  const ref = { type: OPENING_REF, id: now.toISOString() };
  const companies = await trx
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit'])
    .execute();
  const random = createRandom(SEED + 7);
  for (const company of companies) {
    const currency = { code: company.currency, minorUnit: company.minor_unit };
    const members = await trx
      .selectFrom('member')
      .select(['id', 'company_code', 'login_name', 'created_at'])
      .where('company_code', '=', company.code)
      .orderBy('id')
      .execute();
    // the dice first, so who gets money stays as before; then only those who had joined
    const crowd = members.filter(
      (m) => !(m.login_name in DEMO_OPENING) && random.chance(CROWD.share) && m.created_at <= at,
    );
    const demos = members.filter((m) => m.login_name in DEMO_OPENING);
    const accounts = await accountsOfMembers(
      trx,
      [...demos, ...crowd].map((m) => ({ id: m.id, companyCode: m.company_code })),
      currency,
    );
    for (const demo of demos) {
      await open(trx, demo, [[demo, DEMO_OPENING[demo.login_name]!]], accounts, currency, at, ref);
    }
    const crowdOpenings = crowd.map((m): [Holder, Opening] => [
      m,
      {
        bonus: String(random.int(0, CROWD.maxBonus)),
        eproduct: String(random.int(0, CROWD.maxEproduct)),
        ...(random.chance(0.3) ? { worldplan: String(random.int(1, CROWD.maxWorldplan)) } : {}),
      },
    ]);
    await open(trx, { company_code: company.code }, crowdOpenings, accounts, currency, at, ref);
  }
}

async function open(
  trx: Trx,
  owner: { company_code: string },
  openings: Array<[Holder, Opening]>,
  accounts: Map<number, MemberAccounts>,
  currency: Currency,
  at: Date,
  ref: { type: string; id: string },
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
    memo: OPENING_MEMO,
    ref,
    createdBy: 'seed',
    at,
  });
}

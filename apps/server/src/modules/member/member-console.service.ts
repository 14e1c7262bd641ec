import {
  MEMBER_ACCOUNTS,
  MEMBER_STATUS,
  PG_INTEGER_MAX,
  rankNameKey,
  RANK_CODES,
  type CompanyCode,
  type RankCode,
} from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { publish } from '../../lib/events/index.js';
import { translate } from '../../lib/i18n.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { companyOf } from '../company/index.js';
import { memberAccountBalances } from '../ledger/index.js';
import {
  countMembersCapped,
  countSponsored,
  findConsoleMember,
  findMemberPage,
  findRecentOrders,
  lockMemberStatus,
  setMemberStatus,
  type MemberSearchFilter,
  type MemberSummaryRow,
} from './member-console.repository.js';

/**
 * The console's member desk (docs/console.md): search, a member's page, freeze and unfreeze.
 * Each entry point asks the console policy first; what it reads of other modules (balances,
 * the company's currency) comes through their faces. The wallet, order and auth faces are not
 * imported here: each of those modules imports this one's face, so the module graph would close
 * a cycle. The balances are the ledger's, the orders one small read of this module's repository,
 * and the sessions end through the `memberFrozen` event, which auth hears.
 */

/** A search counts its matches up to this many (countMembersCapped): `total` is then "at least". */
export const MEMBER_SEARCH_COUNT_CAP = 1_000;
/** Orders the member page shows. */
export const RECENT_ORDERS = 10;

export interface MemberSearch {
  q: string;
  pageNum: number;
  pageSize: number;
}

const summaryOf = (m: MemberSummaryRow) => ({
  id: m.id,
  loginName: m.login_name,
  name: m.user_name,
  email: m.email,
  phone: m.phone,
  companyCode: m.company_code,
  status: m.status,
  createdAt: m.created_at.toISOString(),
});

/**
 * Members whose login name, name, email or phone starts with `q` (or whose id is `q`, when it
 * is all digits), of the companies the operator may see, newest first, paged on the server.
 * `total` is capped at MEMBER_SEARCH_COUNT_CAP.
 */
export async function searchMembers(deps: DbDeps, operator: OperatorContext, search: MemberSearch) {
  requirePermission(operator, 'member:view');
  const q = search.q.trim();
  const id =
    /^\d{1,10}$/.test(q) && Number(q) > 0 && Number(q) <= PG_INTEGER_MAX ? Number(q) : undefined;
  const filter: MemberSearchFilter = { q, id, companies: companyScope(operator) };
  const offset = (search.pageNum - 1) * search.pageSize;
  const [rows, total] = await Promise.all([
    findMemberPage(deps.db, filter, search.pageSize, offset),
    countMembersCapped(deps.db, filter, MEMBER_SEARCH_COUNT_CAP),
  ]);
  return {
    list: rows.map(summaryOf),
    // a page beyond the cap still counts what it shows
    total: Math.max(total, offset + rows.length),
    pageNum: search.pageNum,
    pageSize: search.pageSize,
  };
}

const isRank = (code: string): code is RankCode => (RANK_CODES as readonly string[]).includes(code);

/** The member's three money balances in minor units; accounts never used read as zero. */
async function balancesOf(deps: DbDeps, memberId: number, companyCode: string) {
  const [rows, company] = await Promise.all([
    memberAccountBalances(deps.db, memberId),
    companyOf(deps, companyCode as CompanyCode, null),
  ]);
  return MEMBER_ACCOUNTS.map((account) => {
    const row = rows.find((r) => r.kind === account);
    return {
      account,
      currency: row?.currency ?? company.currency,
      minorUnit: row?.minor_unit ?? company.minor_unit,
      balance: (row?.balance ?? 0n).toString(),
    };
  });
}

/**
 * A member's page: profile and status, rank (the stored rank's English name), sponsor, wallet
 * balances, the latest orders and the sponsored count. The placement legs' sizes are the
 * organization module's (it keeps each leg's member count per open cycle), which this module
 * cannot ask: flows/member-desk.flow.ts adds them; here they are 0.
 */
export async function memberDetail(deps: DbDeps, operator: OperatorContext, id: number) {
  requirePermission(operator, 'member:view');
  const member = await findConsoleMember(deps.db, id);
  if (!member) throw new AppError('notFound');
  requirePermission(operator, 'member:view', member.company_code);
  const [balances, orders, sponsored] = await Promise.all([
    balancesOf(deps, member.id, member.company_code),
    findRecentOrders(deps.db, member.id, RECENT_ORDERS),
    countSponsored(deps.db, member.id),
  ]);
  return {
    member: summaryOf(member),
    rank: isRank(member.rank_code) ? translate('en', rankNameKey(member.rank_code)) : null,
    sponsorLoginName: member.sponsor_login_name,
    balances,
    recentOrders: orders.map((o) => ({
      orderNo: o.order_no,
      type: o.order_type,
      status: o.status,
      amount: o.total.toString(),
      currency: o.currency,
      minorUnit: o.minor_unit,
      createdAt: o.created_at.toISOString(),
    })),
    downline: { sponsored, placementLeft: 0, placementRight: 0 },
  };
}

/**
 * Freezes a member (status frozen: no login, no money, no paying; docs/member-policy.md) or
 * unfreezes a frozen one (back to active), with the operator's reason, in one transaction with
 * its audit entry; a freeze also ends the member's sessions (`memberFrozen`, heard by auth).
 * Asking for the state the member is already in changes nothing and writes no entry: the answer
 * is the current state. Unfreezing touches only a frozen member (it never activates one who is
 * to be activated or inactive).
 */
export async function freezeMember(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: { frozen: boolean; reason: string },
) {
  requirePermission(operator, 'member:freeze');
  return inTransaction(deps.db, async (trx) => {
    const member = await lockMemberStatus(trx, id);
    if (!member) throw new AppError('notFound');
    requirePermission(operator, 'member:freeze', member.company_code);
    const isFrozen = member.status === MEMBER_STATUS.frozen;
    if (input.frozen === isFrozen) return { id: member.id, status: member.status };
    const status = input.frozen ? MEMBER_STATUS.frozen : MEMBER_STATUS.active;
    const at = deps.now();
    await setMemberStatus(trx, member.id, status, at);
    if (input.frozen) await publish(trx, 'memberFrozen', { memberId: member.id, at });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:freeze',
        action: input.frozen ? 'member:freeze' : 'member:unfreeze',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        before: { status: member.status },
        after: { status },
        at,
      }),
    );
    return { id: member.id, status };
  });
}

import {
  formatMinor,
  MEMBER_ACCOUNTS,
  type MemberAccount,
  type WalletBalance,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { type Currency, memberAccountBalances } from '../ledger/index.js';
import { companyMoney } from './wallet-settings.js';
import type { MemberContext } from '../../lib/member-context.js';

export function toWalletBalance(
  account: MemberAccount,
  balance: bigint,
  currency: Currency,
): WalletBalance {
  return walletBalance(account, formatMinor(balance, currency.minorUnit), currency);
}

/** A balance already formatted (or a placeholder the transfer's statement fills in). */
export function walletBalance(
  account: MemberAccount,
  text: string,
  currency: Currency,
): WalletBalance {
  // pending withdrawals already sit in clearing, so all that is left may be used
  return {
    account,
    currency: currency.code,
    minorUnit: currency.minorUnit,
    balance: text,
    available: text,
  };
}

/** A member's three balances; accounts never used read as zero. */
export async function balancesOf(db: Db, memberId: number, currency: Currency) {
  const rows = await memberAccountBalances(db, memberId);
  return MEMBER_ACCOUNTS.map((kind) =>
    toWalletBalance(kind, rows.find((r) => r.kind === kind)?.balance ?? 0n, currency),
  );
}

/** `GET /bo/ewallet/userBalance/:id`: only one's own. */
export async function userBalances(
  deps: DbDeps,
  auth: MemberContext,
  memberId: number,
): Promise<WalletBalance[]> {
  if (memberId !== auth.memberId) throw new AppError('forbidden');
  return memberBalances(deps, auth);
}

/** The signed-in member's own balances, in the company's currency (the dashboard's tile). */
export async function memberBalances(deps: DbDeps, auth: MemberContext): Promise<WalletBalance[]> {
  return balancesOf(deps.db, auth.memberId, await companyMoney(deps.db, auth.companyCode));
}

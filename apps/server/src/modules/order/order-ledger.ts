import {
  allocatePayment,
  allocateRefund,
  type OrderParts,
  type OrderWalletAccount,
} from '@portal/contract';
import type { Expression } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import {
  companyAccounts,
  type AlongsideWrite,
  lockMemberAccounts,
  type CompanyAccounts,
  postJournal,
  type LockedAccounts,
  type PostingLine,
} from '../ledger/index.js';
import type { OrderRow } from './order-view.js';

/** Where an order's money came from: a member's e-wallet account, or outside (card, branch…). */
export type MoneySource =
  { kind: 'wallet'; memberId: number; account: OrderWalletAccount } | { kind: 'outside' };

const partsOf = (o: OrderRow): OrderParts => ({
  sales: o.subtotal,
  tax: o.tax,
  shipping: o.shipping,
});

interface AccountIds {
  sourceId: bigint;
  sales: bigint;
  tax: bigint;
  shipping: bigint;
  /** the member's and the company's accounts, locked in one statement (wallet money only) */
  locked?: LockedAccounts;
}

async function accountIds(
  trx: Trx,
  order: OrderRow,
  source: MoneySource,
  known: CompanyAccounts | undefined,
  held: LockedAccounts | undefined,
): Promise<AccountIds> {
  const currency = { code: order.currency, minorUnit: order.minor_unit };
  const company = known ?? (await companyAccounts(trx, order.company_code, currency));
  const ids = {
    sourceId: company.paymentClearing.id,
    sales: company.sales.id,
    tax: company.taxPayable.id,
    shipping: company.shippingIncome.id,
  };
  if (source.kind !== 'wallet') return ids;
  // locked already by the caller's statement (the order's lock for its payment)
  const companyIds = [ids.sales, ids.tax, ids.shipping];
  if (held?.covers(trx, companyIds) && held.holds(source.memberId, source.account)) {
    return { ...ids, sourceId: held.of(source.memberId, source.account).id, locked: held };
  }
  // the company's hot accounts are locked with the member's, one round trip (id order kept)
  const locked = await lockMemberAccounts(
    trx,
    currency,
    [{ memberId: source.memberId, companyCode: order.company_code, kinds: [source.account] }],
    companyIds,
  );
  return { ...ids, sourceId: locked.of(source.memberId, source.account).id, locked };
}

function postings(ids: AccountIds, parts: OrderParts, sign: 1n | -1n) {
  const lines: PostingLine[] = [
    { accountId: ids.sales, amount: parts.sales * sign },
    { accountId: ids.tax, amount: parts.tax * sign },
    { accountId: ids.shipping, amount: parts.shipping * sign },
  ].filter((p) => p.amount !== 0n);
  const total = parts.sales + parts.tax + parts.shipping;
  return [{ accountId: ids.sourceId, amount: -total * sign }, ...lines];
}

/** A payment and a refund differ in their allocation, journal type and sign only. */
const MOVES = {
  orderPayment: {
    sign: 1n,
    parts: (o: OrderRow, amount: bigint) => allocatePayment(partsOf(o), o.paid_amount, amount),
  },
  orderRefund: {
    sign: -1n,
    parts: (o: OrderRow, amount: bigint) => allocateRefund(partsOf(o), o.refunded_amount, amount),
  },
} as const;

async function postOrderMoney(
  type: keyof typeof MOVES,
  trx: Trx,
  order: OrderRow,
  source: MoneySource,
  amount: bigint,
  at: Date,
  createdBy: string,
  known?: CompanyAccounts,
  held?: LockedAccounts,
  alongside?: readonly AlongsideWrite[],
  read?: Expression<unknown>,
): Promise<{ journalId: bigint; read: unknown }> {
  const ids = await accountIds(trx, order, source, known, held);
  const move = MOVES[type];
  const posted = await postJournal(
    trx,
    {
      companyCode: order.company_code,
      type,
      postings: postings(ids, move.parts(order, amount), move.sign),
      ref: { type: 'order', id: order.order_no },
      createdBy,
      at,
    },
    ids.locked,
    alongside,
    read,
  );
  return { journalId: posted.journalId, read: posted.read };
}

type PostOrderMoney = (
  trx: Trx,
  order: OrderRow,
  source: MoneySource,
  amount: bigint,
  at: Date,
  createdBy: string,
  /** the company's accounts, when the caller read them already (their ids never change) */
  known?: CompanyAccounts,
  /** the accounts, when the caller's statement locked them already in this transaction */
  held?: LockedAccounts,
  /** the caller's writes, made by the journal's statement (the order's own) */
  alongside?: readonly AlongsideWrite[],
  /** what the journal's statement answers of them */
  read?: Expression<unknown>,
) => Promise<{ journalId: bigint; read: unknown }>;

/**
 * One journal per payment: the source (the member's e-wallet account, or the company's
 * payment clearing for money taken outside) to the company's sales, tax and shipping accounts,
 * in the parts this payment covers (shipping, tax, then goods). The member's account may not
 * go below zero: 'Insufficient Balance' rolls the whole payment back.
 */
export const postOrderPayment: PostOrderMoney = (...args) =>
  postOrderMoney('orderPayment', ...args);

/** The reverse: the parts refunded (goods, tax, then shipping) back to where the money came from. */
export const postOrderRefund: PostOrderMoney = (...args) => postOrderMoney('orderRefund', ...args);

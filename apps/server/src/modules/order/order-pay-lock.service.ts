import type { Trx } from '../../db/transaction.js';
import {
  lockMemberAccountsQuery,
  lockedAccountsFrom,
  type LockedAccounts,
  type MemberAccountsWanted,
} from '../ledger/index.js';
import type { OrderRow, PaymentView } from './order-view.js';
import { lockOrderRowToPay } from './order-payment.repository.js';

/** An order locked for a payment with what the payment checks next (lockOrderToPay). */
export interface LockedToPay {
  order: OrderRow;
  /** the id of the order's payment under this key, if any */
  seenPaymentId: number | null;
  /** whether any of its reservations was released (they are locked too) */
  reservationReleased: boolean;
  /** the order's payments as locked (what its answer lists) */
  payments?: PaymentView[];
  /** the accounts the payment posts to, locked by the same statement, when asked and all open */
  accounts?: LockedAccounts;
}

/**
 * The order locked for a payment under `idempotencyKey`, its reservations locked after it and
 * the key's payment looked for, in one round trip (three before); markOrderPaid takes it as
 * `locked`. `accounts`: the ledger accounts the payment's journal posts to, locked last by the
 * same statement (the journal then takes no lock round trip). Unknown ids are a caller's bug,
 * never a member's input.
 */
export async function lockOrderToPay(
  trx: Trx,
  orderId: number,
  idempotencyKey: string,
  accounts?: MemberAccountsWanted,
): Promise<LockedToPay> {
  const query = accounts && lockMemberAccountsQuery(accounts);
  const locked = await lockOrderRowToPay(trx, orderId, idempotencyKey, query);
  if (!locked) throw new Error(`order ${orderId} vanished`);
  const held = accounts && lockedAccountsFrom(trx, accounts, locked.accounts ?? []);
  return { ...locked, accounts: held };
}

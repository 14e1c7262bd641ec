import { UNPAID_ORDER_STATUSES, type OrderWalletAccount } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { runIdempotent } from '../ledger/index.js';
import { verifyPin, type PinMailDeps } from '../security/index.js';
import { markOrderPaid } from './order-paid.service.js';
import { verifySponsor } from './order-pay.service.js';
import { ownOrder } from './order-query.service.js';
import { lockOrder } from './order-state.service.js';
import { amountDueOf } from './order-view.js';

/** The e-wallet part of a split payment (payment). */
export interface WalletPart {
  account: OrderWalletAccount;
  pin: string;
  sponsorPassword?: string;
  amountMinor: bigint;
}

/**
 * Pays the e-wallet part of a split payment first (spec: e-wallet first, a card or the third
 * party the rest), at most once per key. Under the order's lock the whole amount the member
 * sent must be the amount due, and the part less than it; the answer keeps that amount due,
 * so a retry of the same request (whose part is paid by now) still knows what the rest is.
 */
export async function payOrderWalletPart(
  deps: PinMailDeps,
  member: MemberContext,
  orderNo: string,
  part: WalletPart,
  request: { idempotencyKey: string; amountDueMinor: bigint },
): Promise<{ dueBefore: string }> {
  const order = await ownOrder(deps.db, member, orderNo);
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope: `member:${member.memberId}`,
    key: request.idempotencyKey,
    at,
    // PINs are no part of the request
    request: {
      op: 'payOrderPart',
      orderNo,
      account: part.account,
      amount: part.amountMinor.toString(),
      due: request.amountDueMinor.toString(),
    },
    before: async () => {
      await verifyPin(deps, member.memberId, part.pin);
      if (part.account === 'eproduct') await verifySponsor(deps, member, part.sponsorPassword);
    },
    run: async (trx) => {
      const locked = await lockOrder(trx, order.id);
      if (!UNPAID_ORDER_STATUSES.includes(locked.status)) throw new AppError('orderNotPayable');
      if (locked.expires_at && locked.expires_at <= at) throw new AppError('orderNotPayable');
      const due = amountDueOf(locked);
      if (request.amountDueMinor !== due || part.amountMinor <= 0n || part.amountMinor >= due) {
        throw new AppError('paymentAmountMismatch');
      }
      await markOrderPaid(trx, {
        orderId: order.id,
        method: 'ewallet',
        amountMinor: part.amountMinor,
        providerRef: null,
        idempotencyKey: request.idempotencyKey,
        wallet: { memberId: member.memberId, account: part.account },
        by: `member:${member.memberId}`,
        at,
      });
      return { dueBefore: due.toString() };
    },
  });
}

import {
  canTakeOrderStep,
  cycleOf,
  formatMinor,
  ORDER_STATUS,
  ORDER_STEPS,
  ORDER_TYPE,
  orderStatusName,
  parseAmount,
  refundBv,
  type ConsolePermission,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { formatBv } from '../catalog/index.js';
import { confirmStepUp } from '../operator/index.js';
import { providerRefundJob } from '../payment/index.js';
import { orderOfOperator } from './order-console.service.js';
import {
  operatorOrderStep,
  refundOrder,
  type OrderOperator,
  type OutsideRefund,
} from './order-ops.service.js';
import type { OrderRow } from './order-view.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'jobs'>;
type Step = 'ship' | 'deliver' | 'cancel';

const byOperator = (operator: OperatorContext, reason: string | null, at: Date): OrderOperator => ({
  ref: `operator:${operator.loginName}`,
  reason,
  at,
});

const snapshot = (o: OrderRow) => ({
  status: o.status,
  refundedAmount: formatMinor(o.refunded_amount, o.minor_unit),
  carrier: o.carrier ?? null,
  trackingNo: o.tracking_no ?? null,
});

/** Writes the audit entry of a step, in the step's transaction. */
function auditing(
  operator: OperatorContext,
  permission: ConsolePermission,
  action: string,
  reason: string | null,
  at: Date,
  extra: Record<string, unknown> = {},
) {
  return async (trx: Trx, before: OrderRow, after: OrderRow) => {
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission,
        action,
        companyCode: after.company_code,
        target: `order:${after.order_no}`,
        reason,
        outcome: 'ok',
        before: snapshot(before),
        after: { ...snapshot(after), ...extra },
        at,
      }),
    );
  };
}

const answer = (o: OrderRow) => ({ orderNo: o.order_no, status: o.status });

/**
 * Ship (with the carrier and tracking number the member then sees), deliver, or cancel an
 * unpaid order with a reason: one step of the state machine, its timeline row, the member's
 * message when shipped, and the audit entry, in one transaction.
 */
export async function consoleOrderStep(
  deps: Pick<AppDeps, 'db' | 'now'>,
  operator: OperatorContext,
  orderNo: string,
  step: Step,
  input: { carrier?: string; trackingNo?: string; reason?: string } = {},
) {
  const permission: ConsolePermission = step === 'cancel' ? 'order:refund' : 'order:fulfil';
  const order = await orderOfOperator(deps.db, operator, permission, orderNo);
  const at = deps.now();
  const reason = input.reason ?? null;
  const shipment =
    step === 'ship' && input.carrier && input.trackingNo
      ? { carrier: input.carrier, trackingNo: input.trackingNo }
      : undefined;
  const done = await operatorOrderStep(
    deps.db,
    byOperator(operator, shipment ? `${shipment.carrier} ${shipment.trackingNo}` : reason, at),
    order.order_no,
    step,
    { shipment, within: auditing(operator, permission, `order:${step}`, reason, at) },
  );
  return answer(done);
}

/** The amount asked in the order's currency, or what is left to refund; refused past that. */
function refundAmount(order: OrderRow, amount: string | undefined): bigint {
  const refundable = order.paid_amount - order.refunded_amount;
  if (amount === undefined) return refundable;
  const parsed = parseAmount(amount, order.minor_unit);
  if (!parsed.ok) {
    throw new AppError('validation', {
      fields: [{ path: 'body.amount', key: 'validation.invalid' }],
    });
  }
  if (parsed.minor > refundable) throw new AppError('refundTooLarge');
  return parsed.minor;
}

function refusedStep(order: OrderRow, whole: boolean) {
  const action = whole ? 'refund' : 'refundPart';
  if (canTakeOrderStep(action, order.status, 'operator')) return;
  throw new AppError('orderStepRefused', {
    params: {
      from: orderStatusName(order.status),
      to: orderStatusName(ORDER_STEPS[action].to),
    },
  });
}

/** The order a refund preview is about, as the promotions' check needs it. */
export interface RefundPreviewSubject {
  orderNo: string;
  memberId: number;
  companyCode: string;
  paidAt: Date;
  bvTakenBack: bigint;
  whole: boolean;
}

/**
 * What a refund would do, changing nothing: the money back, the BV taken back and the cycle it
 * counts in (negative, at the refund's time), whether a points-shop exchange gives its points
 * back instead, and whether a first purchase or upgrade loses package BV (the rank it reached
 * is then the engine's to review: ranks never go down by themselves). Answers the order too,
 * for the refund preview flow to ask the promotions what the refund would lose there.
 */
export async function previewConsoleRefund(
  deps: Pick<AppDeps, 'db' | 'now'>,
  operator: OperatorContext,
  orderNo: string,
  input: { amount?: string },
) {
  const order = await orderOfOperator(deps.db, operator, 'order:refund', orderNo);
  const points = order.order_type === ORDER_TYPE.pointsExchange;
  if (points && input.amount !== undefined) throw new AppError('refundTooLarge');
  const wanted = points ? 0n : refundAmount(order, input.amount);
  if (!points && wanted <= 0n) throw new AppError('refundTooLarge');
  const whole = points || order.refunded_amount + wanted === order.paid_amount;
  refusedStep(order, whole);
  const bv = points ? 0n : refundBv(order.bv, order.paid_amount, order.refunded_amount, wanted);
  const preview = {
    orderNo: order.order_no,
    currency: order.currency,
    minorUnit: order.minor_unit,
    amount: formatMinor(wanted, order.minor_unit),
    whole,
    bv: formatBv(bv),
    cycle: cycleOf(deps.now()),
    pointsGivenBack: points,
    statusAfter: whole ? ORDER_STATUS.refunded : ORDER_STATUS.partiallyRefunded,
    packageBvLost:
      bv > 0n &&
      (order.order_type === ORDER_TYPE.firstPurchase || order.order_type === ORDER_TYPE.upgrade),
  };
  const subject: RefundPreviewSubject | null = order.paid_at
    ? {
        orderNo: order.order_no,
        memberId: order.member_id,
        companyCode: order.company_code,
        paidAt: order.paid_at,
        bvTakenBack: bv,
        whole,
      }
    : null;
  return { preview, subject };
}

/**
 * The refund, with a reason and a fresh code: the order service gives the money back through
 * the ledger, and a card or third-party part is queued for the provider in the same
 * transaction (the job retries until it answers; its key makes a repeat a no-op).
 */
export async function refundConsoleOrder(
  deps: Deps,
  operator: OperatorContext,
  orderNo: string,
  input: { amount?: string; reason: string; code: string },
) {
  const order = await orderOfOperator(deps.db, operator, 'order:refund', orderNo);
  const amount = input.amount === undefined ? undefined : refundAmount(order, input.amount);
  await confirmStepUp(deps, operator, input.code);
  const at = deps.now();
  const outside = async (trx: Trx, part: OutsideRefund) => {
    const payload = providerRefundJob.payload.parse({
      method: part.method,
      providerRef: part.providerRef,
      amountMinor: part.amountMinor.toString(),
      refundKey: part.key,
    });
    await deps.jobs.enqueue(providerRefundJob, payload, { db: trx });
  };
  const done = await refundOrder(
    deps.db,
    byOperator(operator, input.reason, at),
    order.order_no,
    amount,
    outside,
    auditing(operator, 'order:refund', 'order:refund', input.reason, at, {
      amount: formatMinor(amount ?? order.paid_amount - order.refunded_amount, order.minor_unit),
    }),
  );
  return answer(done);
}

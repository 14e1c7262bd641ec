import {
  formatMinor,
  ORDER_STATUS_CODES,
  ORDER_TYPE,
  orderStatusName,
  parseAmount,
  type OrderStatus,
} from '@portal/contract';
import {
  confirmBranchPayment,
  findOrderByNo,
  listOrdersForOps,
  operatorOrderStep,
  refundOrder,
  type OrderOperator,
} from '../../modules/order/index.js';
import type { OpsCommand, OpsContext } from './ops-command.js';
// payment
import { queueProviderRefund } from './provider-refund.js';
import { parseOpsArgs, reasonOf, reportingErrors } from './wallet-args.js';

const operator = (ctx: OpsContext, reason: string | null): OrderOperator => ({
  ref: `operator:${ctx.operator}`,
  reason,
  at: new Date(),
});

const said = (ctx: OpsContext, orderNo: string, status: OrderStatus) =>
  ctx.out(`order ${orderNo} is now ${orderStatusName(status)} (${status}), by ${ctx.operator}`);

/**
 * A command that moves one order by its number and says where it now stands; `act` gets the
 * operator, with the reason given if any.
 */
function orderMoveCommand(
  head: Pick<OpsCommand, 'name' | 'usage' | 'summary'>,
  act: (ctx: OpsContext, by: OrderOperator, orderNo: string) => Promise<{ status: OrderStatus }>,
): OpsCommand {
  return {
    ...head,
    async run(ctx, args) {
      const { positional, flags } = parseOpsArgs(args);
      const orderNo = positional[0];
      if (!orderNo) {
        ctx.out(`usage: ${head.usage}`);
        return 2;
      }
      return reportingErrors(ctx, async () => {
        const done = await act(ctx, operator(ctx, reasonOf(flags)), orderNo);
        said(ctx, orderNo, done.status);
        return 0;
      });
    },
  };
}

/** ship, deliver, cancel: one step of the state machine (docs/orders.md); audited. */
function stepCommand(action: 'ship' | 'deliver' | 'cancel'): OpsCommand {
  return orderMoveCommand(
    {
      name: `order:${action}`,
      usage: `order:${action} <orderNo> [--reason "…"]`,
      summary: `${action} an order (the state machine of docs/orders.md); written to its timeline`,
    },
    (ctx, by, orderNo) => operatorOrderStep(ctx.db, by, orderNo, action),
  );
}

/** `order:confirm-branch <orderNo>`: the office took the money of a pay-in-branch order. */
export const confirmBranchCommand: OpsCommand = orderMoveCommand(
  {
    name: 'order:confirm-branch',
    usage: 'order:confirm-branch <orderNo> [--reason "receipt no."]',
    summary: 'mark an order waiting for pay in branch as paid (the office took the money)',
  },
  (ctx, by, orderNo) => confirmBranchPayment(ctx.db, by, orderNo),
);

/** `order:refund <orderNo> [--amount 12.50] --reason "…"`: full without an amount. */
export const refundCommand: OpsCommand = {
  name: 'order:refund',
  usage: 'order:refund <orderNo> [--amount 12.50] --reason "…"',
  summary: 'refund an order in full or in part, back to where the money came from; audited',
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    const orderNo = positional[0];
    const reason = reasonOf(flags);
    if (!orderNo || !reason) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    return reportingErrors(ctx, async () => {
      const order = await findOrderByNo(ctx.db, orderNo);
      let amount: bigint | undefined;
      if (flags.amount !== undefined && order) {
        const parsed = parseAmount(flags.amount, order.minor_unit);
        if (!parsed.ok) {
          ctx.out(`error: --amount ${flags.amount} is not an amount in ${order.currency}`);
          return 2;
        }
        amount = parsed.minor;
      }
      const done = await refundOrder(
        ctx.db,
        operator(ctx, reason),
        orderNo,
        amount,
        queueProviderRefund(ctx),
      );
      const refunded = formatMinor(done.refunded_amount, done.minor_unit);
      said(ctx, orderNo, done.status);
      // an exchange of the points shop was paid in points: they went back, no money did
      if (done.order_type === ORDER_TYPE.pointsExchange) ctx.out('its points were given back');
      else ctx.out(`refunded so far: ${refunded} ${done.currency}`);
      return 0;
    });
  },
};

/** `order:list [--status N]`: the latest 50 orders, e.g. those waiting for pay in branch (5). */
export const orderListCommand: OpsCommand = {
  name: 'order:list',
  usage: 'order:list [--status N]',
  summary:
    'list the latest orders, optionally of one status (0 unpaid, 5 branch, 10 paid, 20 shipped, …)',
  async run(ctx, args) {
    const { flags } = parseOpsArgs(args);
    const status = flags.status === undefined ? undefined : Number(flags.status);
    if (status !== undefined && !(ORDER_STATUS_CODES as readonly number[]).includes(status)) {
      ctx.out(`usage: ${this.usage} (status one of ${ORDER_STATUS_CODES.join(', ')})`);
      return 2;
    }
    const rows = await listOrdersForOps(ctx.db, status, 50);
    for (const o of rows) {
      const money = (v: bigint) => formatMinor(v, o.minor_unit);
      ctx.out(
        [
          o.order_no,
          `${orderStatusName(o.status)}(${o.status})`,
          `type ${o.order_type}`,
          o.login_name,
          `${money(o.total)} ${o.currency}`,
          `paid ${money(o.paid_amount)}`,
          o.delivery_mode,
          o.created_at.toISOString(),
        ].join('  '),
      );
    }
    ctx.out(`${rows.length} order(s)`);
    return 0;
  },
};

export const orderStepCommands: OpsCommand[] = [
  orderListCommand,
  confirmBranchCommand,
  stepCommand('ship'),
  stepCommand('deliver'),
  stepCommand('cancel'),
  refundCommand,
];

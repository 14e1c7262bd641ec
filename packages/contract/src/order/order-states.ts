import {
  ORDER_STATUS,
  type OrderActor,
  type OrderStatus,
  type OrderStatusName,
} from './order-constants.js';

const S = ORDER_STATUS;

/** What a step does besides the status: stock and money effects the service must carry out. */
export type OrderStepEffect =
  'releaseStock' | 'takePayment' | 'refundAll' | 'refundPart' | 'waitBranch' | 'none';

export interface OrderStep {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  effect: OrderStepEffect;
}

/**
 * The state diagram of docs/orders.md. Every change of an order's status is one of these steps,
 * written to the order's timeline; anything else is refused, whoever asks.
 */
export const ORDER_STEPS = {
  chooseBranch: {
    from: [S.awaitingPayment],
    to: S.awaitingBranchPayment,
    actors: ['member'],
    effect: 'waitBranch',
  },
  pay: {
    from: [S.awaitingPayment, S.awaitingBranchPayment],
    to: S.paid,
    actors: ['member', 'operator', 'provider'],
    effect: 'takePayment',
  },
  cancel: {
    from: [S.awaitingPayment, S.awaitingBranchPayment],
    to: S.cancelled,
    actors: ['member', 'operator'],
    effect: 'releaseStock',
  },
  expire: {
    from: [S.awaitingPayment, S.awaitingBranchPayment],
    to: S.expired,
    actors: ['system'],
    effect: 'releaseStock',
  },
  ship: { from: [S.paid], to: S.shipped, actors: ['operator'], effect: 'none' },
  deliver: { from: [S.shipped], to: S.delivered, actors: ['operator'], effect: 'none' },
  refund: {
    from: [S.paid, S.shipped, S.delivered, S.partiallyRefunded],
    to: S.refunded,
    actors: ['operator'],
    effect: 'refundAll',
  },
  refundPart: {
    from: [S.paid, S.shipped, S.delivered, S.partiallyRefunded],
    to: S.partiallyRefunded,
    actors: ['operator'],
    effect: 'refundPart',
  },
} as const satisfies Record<string, OrderStep>;

export type OrderAction = keyof typeof ORDER_STEPS;
export const OPERATOR_ORDER_ACTIONS = ['ship', 'deliver', 'cancel', 'refund'] as const;

/** Whether `actor` may take `action` on an order in status `from`. */
export function canTakeOrderStep(
  action: OrderAction,
  from: OrderStatus,
  actor: OrderActor,
): boolean {
  const step: OrderStep = ORDER_STEPS[action];
  return step.from.includes(from) && step.actors.includes(actor);
}

/** The statuses reachable from `from` by any step (for docs and the web's hints). */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  const steps: OrderStep[] = Object.values(ORDER_STEPS);
  return [...new Set(steps.filter((s) => s.from.includes(from)).map((s) => s.to))];
}

/** Final statuses: no step leaves them. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return nextOrderStatuses(status).length === 0;
}

/** Name of a status for translation keys (`order.status.<name>`) and logs. */
export function orderStatusName(status: OrderStatus): OrderStatusName {
  const entry = Object.entries(S).find(([, v]) => v === status);
  if (!entry) throw new Error(`unknown order status ${status}`);
  return entry[0] as OrderStatusName;
}

/**
 * The order routes, jobs and operator commands were registered in before each module described
 * itself (module-descriptor.ts). It is kept because it shows: the OpenAPI document lists paths
 * in registration order (docs/openapi.json), the workers start the jobs in this order, and the
 * command line lists its commands so. A new job or command needs no entry: a name missing from
 * those lists follows the listed ones, in the order of MODULES (modules/index.ts). A new route
 * group is added to ROUTE_ORDER, since it places the group's paths in the OpenAPI document (the
 * module registry test checks every group is listed).
 */
export const ROUTE_ORDER: readonly string[] = [
  // the system calls of spec "The calls the product makes" first
  'config',
  'locale',
  'option',
  'area',
  'company',
  'activity',
  'auth',
  'member',
  'menu',
  'message',
  'page',
  'security',
  'bank',
  'wallet',
  'catalog',
  'cart',
  'order',
  'checkout',
  'orderPayment',
  'invoice',
  'address',
  'payment',
  'organization',
  'bonus',
  'profile',
  'estimate',
  'vacation',
  'pointsShop',
  'registration',
  'registrationFlow',
  'library',
  'news',
  'promotion',
  'dashboardSummary',
  // autoship
  'autoship',
  'disclosure',
];

export const JOB_ORDER: readonly string[] = [
  'mail_send',
  'session_cleanup',
  'idempotency_cleanup',
  'ledger_rollup',
  'order_expiry',
  'payment_sandbox_webhook',
  'payment_reconcile',
  'payment_provider_refund',
  'tree_leg_refresh',
  'open_cycle_volume',
  'bonus_cycle_close',
  'bonus_estimate',
  'vacation_point_flush',
  'registration_activate',
  'placement_hold_expiry',
  'transfer_received_notice',
  'promotion_settle',
];

export const OPS_COMMAND_ORDER: readonly string[] = [
  'silent-ticket',
  'wallet:adjust',
  'withdrawals:list',
  'withdrawals:approve',
  'withdrawals:process',
  'withdrawals:succeed',
  'withdrawals:fail',
  'withdrawals:reject',
  'ledger:verify',
  'jobs:list',
  'jobs:retry',
  'order:list',
  'order:confirm-branch',
  'order:ship',
  'order:deliver',
  'order:cancel',
  'order:refund',
  'plan:simulate',
  'bonus:preview',
  'bonus:lock',
  'bonus:close',
  'bonus:estimate',
  'vacation:flush',
  'library:add',
  'library:remove',
  'news:publish',
  'carousel:set',
  'promo:create',
  'promo:prizes',
  'promo:fulfil',
  'promo:settle',
  'message:send',
  'mail:outbox',
  'operator:add',
  'operator:disable',
  'operator:reset-2fa',
  'operator:demo-code',
];

/**
 * The entries sorted by their name's place in `order`, unlisted ones last in their given
 * order. Throws on a name given twice: a route group, job or command has one name.
 */
export function inRegistrationOrder<T>(
  what: string,
  entries: readonly T[],
  nameOf: (entry: T) => string,
  order: readonly string[],
): T[] {
  const names = entries.map(nameOf);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new Error(`${what} '${twice}' is registered twice`);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return entries
    .map((entry, i) => ({ entry, i, rank: rank(names[i]!) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ entry }) => entry);
}

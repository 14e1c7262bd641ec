/**
 * Orders are named by number, not id: the order fixture remembers each order's number and
 * total by id, and an id without one (MISSING_ID) names a well-formed number no order has.
 */
const orders = new Map<number, { orderNo: string; total: string }>();

export function rememberOrder(id: number, orderNo: string, total: string): number {
  orders.set(id, { orderNo, total });
  return id;
}

export const orderNoOf = (id: number) => orders.get(id)?.orderNo ?? `US${id}`;
export const orderTotalOf = (id: number) => orders.get(id)?.total ?? '10.00';

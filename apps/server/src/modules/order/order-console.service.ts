import type { ConsoleOrderSearchQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  companyCurrencies,
  consoleOrderByNo,
  insertNote,
  notesOf,
  refundsOf,
  searchOrders,
} from './order-console.repository.js';
import { toConsoleDetail, toConsoleRow } from './order-console.view.js';
import { eventsOf, linesOf, paymentsOf } from './order-read.repository.js';

/**
 * The order an operator names, if they may see it: another company's order reads as a missing
 * one (notFound), before and after the permission's check with the order's company.
 */
export async function orderOfOperator(
  db: Db,
  operator: OperatorContext,
  permission: 'order:view' | 'order:fulfil' | 'order:refund',
  orderNo: string,
) {
  requirePermission(operator, permission);
  const order = await consoleOrderByNo(db, orderNo);
  if (!order || !mayActFor(operator, order.company_code)) throw new AppError('notFound');
  requirePermission(operator, permission, order.company_code);
  return order;
}

/** The operator's companies and their currencies: the search form converts amounts with them. */
export async function orderCompanies(deps: { db: Db }, operator: OperatorContext) {
  requirePermission(operator, 'order:view');
  const rows = await companyCurrencies(deps.db, companyScope(operator));
  return {
    list: rows.map((r) => ({ code: r.code, currency: r.currency, minorUnit: r.minor_unit })),
  };
}

const minorOf = (text: string | undefined) => (text === undefined ? undefined : BigInt(text));

/** The order search: a page of the operator's companies' orders, newest first. */
export async function searchConsoleOrders(
  deps: { db: Db },
  operator: OperatorContext,
  q: ConsoleOrderSearchQuery,
) {
  requirePermission(operator, 'order:view', q.company);
  const scope = companyScope(operator);
  const companies = q.company ? [q.company] : scope;
  const { rows, total, totalCapped } = await searchOrders(deps.db, {
    ...q,
    orderNo: q.orderNo || undefined,
    login: q.login || undefined,
    companies,
    minTotal: minorOf(q.minTotal),
    maxTotal: minorOf(q.maxTotal),
  });
  return {
    list: rows.map(toConsoleRow),
    total,
    totalCapped,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** The order's page: lines, address, payments and attempts, shipment, timeline. */
export async function consoleOrder(deps: { db: Db }, operator: OperatorContext, orderNo: string) {
  const order = await orderOfOperator(deps.db, operator, 'order:view', orderNo);
  const [lines, events, payments, notes, refunds] = await Promise.all([
    linesOf(deps.db, order.id),
    eventsOf(deps.db, order.id),
    paymentsOf(deps.db, order.id),
    notesOf(deps.db, order.id),
    refundsOf(deps.db, order.id),
  ]);
  return toConsoleDetail(order, { lines, events, payments, notes, refunds });
}

/** An operator's note on the order's timeline, audited in the same transaction. */
export async function addOrderNote(
  deps: DbClockDeps,
  operator: OperatorContext,
  orderNo: string,
  note: string,
) {
  const order = await orderOfOperator(deps.db, operator, 'order:fulfil', orderNo);
  const at = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await insertNote(trx, { order_id: order.id, at, operator: operator.loginName, note });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'order:fulfil',
        action: 'order:note',
        companyCode: order.company_code,
        target: `order:${order.order_no}`,
        reason: null,
        outcome: 'ok',
        before: null,
        after: { note },
        at,
      }),
    );
  });
  return { orderNo: order.order_no, status: order.status };
}

import { type ConsoleStockPage, type Platform } from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { lowStockDefaults } from '../company/index.js';
import { consoleSku } from './catalog-console.repository.js';
import { visible } from './catalog-console.view.js';
import {
  adjustStock,
  lowStockByCompany,
  movementPage,
  setThreshold,
  stockPage,
} from './stock-console.repository.js';

const PERMISSION = 'stock:adjust';

export interface StockQuery {
  pageNum: number;
  pageSize: number;
  companyCode: string;
  platform?: Platform;
  text?: string;
  low?: boolean;
}

const paging = (q: { pageNum: number; pageSize: number }) => ({
  offset: (q.pageNum - 1) * q.pageSize,
  limit: q.pageSize,
});

/** A page of a company's SKUs with their stock, those furthest under their threshold first. */
export async function listStock(
  deps: DbDeps,
  operator: OperatorContext,
  query: StockQuery,
): Promise<ConsoleStockPage> {
  requirePermission(operator, PERMISSION, query.companyCode);
  const defaults = await lowStockDefaults(deps.db, [query.companyCode]);
  const { rows, total } = await stockPage(
    deps.db,
    { ...query, text: query.text || undefined },
    defaults,
    paging(query),
  );
  return {
    list: rows.map((r) => ({
      skuId: r.id,
      skuCode: r.code,
      label: r.label,
      productId: r.product_id,
      productName: r.product_name ?? r.product_code,
      platform: r.platform,
      stock: r.stock,
      lowStockThreshold: r.low_stock_threshold,
      threshold: Number(r.threshold),
      low: r.stock <= Number(r.threshold),
      active: r.active,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Adds to or takes from a SKU's stock under its row lock (the lock the checkout takes), with
 * the movement and the audit entry in the same transaction; a take beyond the stock is refused
 * and changes nothing.
 */
export async function adjustConsoleStock(
  deps: DbClockDeps,
  operator: OperatorContext,
  skuId: number,
  input: { delta: number; reason: string },
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const sku = visible(operator, await consoleSku(trx, skuId, true));
    if (sku.stock + input.delta < 0) throw new AppError('stockBelowZero');
    const at = deps.now();
    const stock = await adjustStock(trx, {
      skuId,
      delta: input.delta,
      reason: input.reason,
      operator: operator.loginName,
      at,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'stock:adjust',
        companyCode: sku.company_code,
        target: `sku:${sku.code}`,
        reason: input.reason,
        outcome: 'ok',
        before: { stock: sku.stock },
        after: { stock, delta: input.delta },
        at,
      }),
    );
    return { skuId, stock };
  });
}

/** Sets (or clears, to the default) the stock at or under which a SKU is listed as low. */
export async function setStockThreshold(
  deps: DbClockDeps,
  operator: OperatorContext,
  skuId: number,
  threshold: number | null,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const sku = visible(operator, await consoleSku(trx, skuId, true));
    await setThreshold(trx, skuId, threshold);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'stock:threshold',
        companyCode: sku.company_code,
        target: `sku:${sku.code}`,
        outcome: 'ok',
        before: { threshold: sku.low_stock_threshold },
        after: { threshold },
        at: deps.now(),
      }),
    );
    return { skuId, stock: sku.stock };
  });
}

/** A SKU's adjustments, newest first; another company's SKU reads as missing. */
export async function listStockMovements(
  deps: DbDeps,
  operator: OperatorContext,
  skuId: number,
  query: { pageNum: number; pageSize: number },
) {
  requirePermission(operator, PERMISSION);
  visible(operator, await consoleSku(deps.db, skuId));
  const { rows, total } = await movementPage(deps.db, skuId, paging(query));
  return {
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      stockAfter: r.stock_after,
      reason: r.reason,
      operator: r.operator,
      at: r.created_at.toISOString(),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The console home's low-stock line: SKUs at or under their threshold, per company. */
export async function lowStockCounts(deps: DbDeps, operator: OperatorContext) {
  if (!operator.permissions.has(PERMISSION)) return null;
  const companies = companyScope(operator);
  const rows = await lowStockByCompany(
    deps.db,
    await lowStockDefaults(deps.db, companies),
    companies,
  );
  return rows.map((r) => ({ companyCode: r.company_code, skus: Number(r.n) }));
}

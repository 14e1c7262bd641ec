import type { Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { lowStockDefaults } from '../company/index.js';
import {
  lowPublishedSkus,
  recordStockAlertOnce,
  stockAlertSent,
} from './stock-alert.repository.js';

/** One SKU of the low-stock alert. */
export interface LowStockLine {
  skuId: number;
  skuCode: string;
  /** the product's name in the alert's language, else in English, else its code */
  name: string;
  stock: number;
  threshold: number;
}

/**
 * The company's published SKUs at or under their threshold, the furthest under first; at most
 * `limit` (the mail lists that many and points to the Stock page for the rest).
 */
export async function lowStockForAlert(
  db: Db,
  companyCode: string,
  limit: number,
  locale: Locale,
): Promise<LowStockLine[]> {
  const defaults = await lowStockDefaults(db, [companyCode]);
  const rows = await lowPublishedSkus(db, { companyCode, limit, locale, defaults });
  return rows.map((r) => ({
    skuId: r.id,
    skuCode: r.code,
    name: r.name ?? r.product_code,
    stock: r.stock,
    threshold: Number(r.threshold),
  }));
}

/** Claims the company's alert of the business day in the caller's transaction; false if taken. */
export function claimStockAlert(
  trx: Trx,
  alert: { companyCode: string; day: string; to: string; skus: number; at: Date },
): Promise<boolean> {
  return recordStockAlertOnce(trx, alert);
}

/** Whether the company's alert of the business day went out already. */
export const stockAlertSentOn = (db: Db, companyCode: string, day: string) =>
  stockAlertSent(db, companyCode, day);

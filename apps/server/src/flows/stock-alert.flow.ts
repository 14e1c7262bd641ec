import { businessZoneLabel } from '@portal/contract';
import type { AppConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { inTransaction } from '../db/transaction.js';
import { autoshipDemandOfSkus } from '../modules/autoship/index.js';
import { claimStockAlert, lowStockForAlert, stockAlertSentOn } from '../modules/catalog/index.js';
import { stockAlertAddresses } from '../modules/company/index.js';
import { stockAlertMail } from './stock-alert-mail.js';

/** The most SKUs one alert lists; the rest are on the console's Stock page. */
export const STOCK_ALERT_LINES = 200;

/** When the job sends the alert (its cron, 00:00 UTC), in business time, as the mail says it. */
const SENT_AT = `08:00 (${businessZoneLabel()})`;

export type StockAlertOutcome = 'sent' | 'alreadySent' | 'nothingLow';

export interface StockAlertResult {
  companyCode: string;
  to: string;
  outcome: StockAlertOutcome;
  skus: number;
}

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer'> & { config: Pick<AppConfig, 'publicUrl'> };

/**
 * The daily low-stock alert of a business day: for each company with an alert address, its
 * published SKUs at or under their threshold and their autoship demand of the next 7 days, in
 * one mail through the outbox. The alert's row (company, day) and the mail are written in one
 * transaction, so a second run of the day, here or on another server, sends nothing; a company
 * with nothing low gets no mail and no row.
 */
export async function sendStockAlerts(deps: Deps, day: string): Promise<StockAlertResult[]> {
  const results: StockAlertResult[] = [];
  for (const { companyCode, to, locale } of await stockAlertAddresses(deps.db)) {
    const result = { companyCode, to, skus: 0 };
    // read nothing more for a company already told today
    if (await stockAlertSentOn(deps.db, companyCode, day)) {
      results.push({ ...result, outcome: 'alreadySent' });
      continue;
    }
    const found = await lowStockForAlert(deps.db, companyCode, STOCK_ALERT_LINES + 1, locale);
    const lines = found.slice(0, STOCK_ALERT_LINES);
    if (lines.length === 0) {
      results.push({ ...result, outcome: 'nothingLow' });
      continue;
    }
    const demand = await autoshipDemandOfSkus(
      deps.db,
      companyCode,
      day,
      lines.map((l) => l.skuId),
    );
    const mail = stockAlertMail({
      companyCode,
      day,
      locale,
      lines,
      more: found.length > lines.length,
      demand,
      at: SENT_AT,
      consoleUrl: deps.config.publicUrl?.replace(/\/+$/, ''),
    });
    const sent = await inTransaction(deps.db, async (trx) => {
      const first = await claimStockAlert(trx, {
        companyCode,
        day,
        to,
        skus: lines.length,
        at: deps.now(),
      });
      if (first) await deps.mailer.send({ to, ...mail }, trx);
      return first;
    });
    results.push({ ...result, skus: lines.length, outcome: sent ? 'sent' : 'alreadySent' });
  }
  return results;
}

import type { Timestamp } from '../../db/columns.js';

/**
 * Migration 0069: a company's low-stock alert of one business day, written in the transaction
 * that puts its mail in the outbox; the key (company, day) lets a day's alert go out once.
 */
export interface StockAlertTable {
  company_code: string;
  /** the business day (UTC+8) the alert is for, YYYY-MM-DD */
  business_day: string;
  to_address: string;
  /** how many SKUs the mail listed */
  skus: number;
  sent_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    stock_alert: StockAlertTable;
  }
}

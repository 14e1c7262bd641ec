import type { CycleCloseMode, Locale } from '@portal/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * A company's console settings (migrations 0054, 0057, 0069, 0075, 0079); a company without a row uses
 * COMPANY_SETTING_DEFAULTS. The wallet reads the threshold and the bonus close job the close mode
 * through this module's face.
 */
export interface ConsoleCompanySettingTable {
  company_code: string;
  adjustment_approval_above: bigint;
  cycle_close: Generated<CycleCloseMode>;
  /** where the daily low-stock alert goes; null: none is sent */
  stock_alert_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** the alert mail's language */
  stock_alert_locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** the low-stock threshold of the company's SKUs without their own; null: LOW_STOCK_DEFAULT */
  low_stock_default: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: string | null;
  updated_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    console_company_setting: ConsoleCompanySettingTable;
  }
}

import type { CycleCloseMode } from '@portal/contract';
import type { Generated } from 'kysely';

/**
 * A company's console settings (migrations 0054, 0057); a company without a row uses
 * COMPANY_SETTING_DEFAULTS. The wallet reads the threshold and the bonus close job the close mode
 * through this module's face.
 */
export interface ConsoleCompanySettingTable {
  company_code: string;
  adjustment_approval_above: bigint;
  cycle_close: Generated<CycleCloseMode>;
  updated_by: string | null;
  updated_at: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    console_company_setting: ConsoleCompanySettingTable;
  }
}

import {
  COMPANY_SETTING_DEFAULTS,
  parseSignedAmount,
  WALLET_FIELD_ERROR,
  type ConsoleCompanySetting,
  type ConsoleCompanySettingBody,
  type CycleCloseMode,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { confirmStepUp } from '../operator/index.js';
import {
  findCompanySetting,
  findLowStockDefaults,
  findReviewedCompanies,
  findStockAlertAddresses,
  holdCompanySetting,
  listCompanySettings,
  upsertCompanySetting,
  type CompanySettingRow,
} from './company-setting.repository.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

function settingView(row: CompanySettingRow): ConsoleCompanySetting {
  return {
    companyCode: row.code,
    companyName: row.name,
    currency: row.currency,
    minorUnit: row.minor_unit,
    adjustmentApprovalAbove: String(
      row.adjustment_approval_above ?? COMPANY_SETTING_DEFAULTS.adjustmentApprovalAboveMinor,
    ),
    cycleClose: row.cycle_close ?? COMPANY_SETTING_DEFAULTS.cycleClose,
    stockAlertEmail: row.stock_alert_email ?? null,
    stockAlertLocale: row.stock_alert_locale ?? COMPANY_SETTING_DEFAULTS.stockAlertLocale,
    lowStockDefault: row.low_stock_default ?? COMPANY_SETTING_DEFAULTS.lowStockDefault,
    saved: row.adjustment_approval_above !== null,
  };
}

/** The settings of every company the operator may act for, the defaults where none is saved. */
export async function companySettings(deps: Pick<Deps, 'db'>, operator: OperatorContext) {
  requirePermission(operator, 'company:settings');
  const rows = await listCompanySettings(deps.db, companyScope(operator));
  return { list: rows.map(settingView) };
}

/** "0" is allowed (every adjustment then waits for a second operator); decimals per currency. */
function thresholdMinor(text: string, minorUnit: number): bigint {
  const parsed = parseSignedAmount(text, minorUnit);
  if (parsed.ok && parsed.minor >= 0n) return parsed.minor;
  if (!parsed.ok && parsed.problem === 'tooManyDecimals') {
    throw new AppError('validation', {
      fields: [
        {
          path: 'adjustmentApprovalAbove',
          key: WALLET_FIELD_ERROR.tooManyDecimals,
          params: { limit: minorUnit },
        },
      ],
    });
  }
  throw new AppError('validation', {
    fields: [{ path: 'adjustmentApprovalAbove', key: 'validation.format' }],
  });
}

/**
 * Saves one company's settings with a reason and a fresh code; the company's row is held while
 * the before is read and the after written, and the audit entry goes in the same transaction.
 * Another company's settings read as missing.
 */
export async function saveCompanySetting(
  deps: Deps,
  operator: OperatorContext,
  companyCode: string,
  input: ConsoleCompanySettingBody,
): Promise<ConsoleCompanySetting> {
  requirePermission(operator, 'company:settings');
  if (!mayActFor(operator, companyCode)) throw new AppError('notFound');
  await confirmStepUp(deps, operator, input.code);
  const at = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await holdCompanySetting(trx, companyCode);
    if (!row) throw new AppError('notFound');
    const before = settingView(row);
    const threshold = thresholdMinor(input.adjustmentApprovalAbove, row.minor_unit);
    // absent keeps the saved address; '' clears it
    const alertEmail =
      input.stockAlertEmail === undefined ? row.stock_alert_email : input.stockAlertEmail || null;
    const alertLocale = input.stockAlertLocale ?? before.stockAlertLocale;
    // absent keeps the saved default; a company that never set one stays on the constant
    const lowStockDefault =
      input.lowStockDefault === undefined ? row.low_stock_default : input.lowStockDefault;
    await upsertCompanySetting(trx, {
      company_code: companyCode,
      adjustment_approval_above: threshold,
      cycle_close: input.cycleClose,
      stock_alert_email: alertEmail,
      stock_alert_locale: alertLocale,
      low_stock_default: lowStockDefault,
      updated_by: operator.loginName,
      updated_at: at,
    });
    const after = settingView({
      ...row,
      adjustment_approval_above: threshold,
      cycle_close: input.cycleClose,
      stock_alert_email: alertEmail,
      stock_alert_locale: alertLocale,
      low_stock_default: lowStockDefault,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'company:settings',
        action: 'company:settings',
        companyCode,
        target: `company:${companyCode}`,
        reason: input.reason,
        outcome: 'ok',
        before: {
          adjustmentApprovalAbove: before.adjustmentApprovalAbove,
          cycleClose: before.cycleClose,
          stockAlertEmail: before.stockAlertEmail,
          stockAlertLocale: before.stockAlertLocale,
          lowStockDefault: before.lowStockDefault,
        },
        after: {
          adjustmentApprovalAbove: after.adjustmentApprovalAbove,
          cycleClose: after.cycleClose,
          stockAlertEmail: after.stockAlertEmail,
          stockAlertLocale: after.stockAlertLocale,
          lowStockDefault: after.lowStockDefault,
        },
        at,
      }),
    );
    return after;
  });
}

/** The adjustment size (absolute, minor units) above which a second operator approves. */
export async function adjustmentApprovalAbove(db: Db, companyCode: string): Promise<bigint> {
  const row = await findCompanySetting(db, companyCode);
  return row?.adjustment_approval_above ?? COMPANY_SETTING_DEFAULTS.adjustmentApprovalAboveMinor;
}

/** How the company's cycles close: the weekly job leaves `reviewed` companies to the console. */
export async function cycleCloseMode(db: Db, companyCode: string): Promise<CycleCloseMode> {
  const row = await findCompanySetting(db, companyCode);
  return row?.cycle_close ?? COMPANY_SETTING_DEFAULTS.cycleClose;
}

/** The companies whose cycles only the console closes. */
export const companiesClosedByReview = (db: Db) => findReviewedCompanies(db);

/** The companies that named an address for the daily low-stock alert, with it and its language. */
export async function stockAlertAddresses(db: Db) {
  const rows = await findStockAlertAddresses(db);
  return rows.map((r) => ({
    companyCode: r.company_code,
    to: r.stock_alert_email!,
    locale: r.stock_alert_locale,
  }));
}

/**
 * Each company's low-stock default, for the companies that set one (all, or those given): the
 * threshold of their SKUs without their own. A company missing from the map uses
 * COMPANY_SETTING_DEFAULTS.lowStockDefault.
 */
export async function lowStockDefaults(
  db: Db,
  companies?: readonly string[],
): Promise<Record<string, number>> {
  const rows = await findLowStockDefaults(db, companies);
  return Object.fromEntries(rows.map((r) => [r.company_code, r.low_stock_default!]));
}

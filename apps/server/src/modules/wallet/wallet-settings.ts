import {
  majorToMinor,
  parseAmount,
  TRANSFER_LIMIT_DEFAULT,
  WALLET_CONFIG_KEY,
  WITHDRAWAL_FEE_DEFAULT,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Currency } from '../ledger/index.js';
import { findCompanyMoney, findConfigValues } from './wallet-settings.repository.js';

export interface CompanyMoney extends Currency {
  companyCode: string;
  /** the company's day (daily limits) starts at midnight in this zone */
  timeZone: string;
}

export async function companyMoney(db: Db, companyCode: string): Promise<CompanyMoney> {
  const row = await findCompanyMoney(db, companyCode);
  if (!row) throw new Error(`company ${companyCode} not found`);
  return {
    companyCode: row.code,
    code: row.currency,
    minorUnit: row.minor_unit,
    timeZone: row.time_zone,
  };
}

/** A company's setting, else the default of every company, read as an amount in major units. */
async function configAmounts(
  db: Db,
  money: CompanyMoney,
  defaults: Record<string, bigint>,
): Promise<Record<string, bigint>> {
  const rows = await findConfigValues(db, money.companyCode, Object.keys(defaults));
  const pick = (key: string) =>
    rows.find((r) => r.key === key && r.company_code === money.companyCode) ??
    rows.find((r) => r.key === key);
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const parsed = parseAmount(pick(key)?.value.trim() ?? '', money.minorUnit);
      // a missing or unreadable setting falls back to the documented default
      return [key, parsed.ok ? parsed.minor : majorToMinor(fallback, money.minorUnit)];
    }),
  );
}

export interface TransferLimitAmounts {
  single: bigint;
  daily: bigint;
}

export async function transferLimitAmounts(
  db: Db,
  money: CompanyMoney,
): Promise<TransferLimitAmounts> {
  const values = await configAmounts(db, money, {
    [WALLET_CONFIG_KEY.transferLimitSingle]: TRANSFER_LIMIT_DEFAULT.single,
    [WALLET_CONFIG_KEY.transferLimitDaily]: TRANSFER_LIMIT_DEFAULT.daily,
  });
  return {
    single: values[WALLET_CONFIG_KEY.transferLimitSingle]!,
    daily: values[WALLET_CONFIG_KEY.transferLimitDaily]!,
  };
}

/** The fixed fee of every withdrawal (spec 9: 57 in local currency unless configured). */
export async function withdrawalFeeAmount(db: Db, money: CompanyMoney): Promise<bigint> {
  const values = await configAmounts(db, money, {
    [WALLET_CONFIG_KEY.withdrawalFee]: BigInt(WITHDRAWAL_FEE_DEFAULT),
  });
  return values[WALLET_CONFIG_KEY.withdrawalFee]!;
}

import {
  majorToMinor,
  parseAmount,
  TRANSFER_LIMIT_DEFAULT,
  WALLET_CONFIG_KEY,
  WITHDRAWAL_FEE_DEFAULT,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Currency } from '../ledger/index.js';
import {
  findCompanyMoney,
  findConfigValues,
  findTransferSettingsText,
} from './wallet-settings.repository.js';

export interface CompanyMoney extends Currency {
  companyCode: string;
  /** the company's day (daily limits) starts at midnight in this zone */
  timeZone: string;
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyMoney>>>;
type ConfigRow = Awaited<ReturnType<typeof findConfigValues>>[number];

function toMoney(row: CompanyRow | undefined, companyCode: string): CompanyMoney {
  if (!row) throw new Error(`company ${companyCode} not found`);
  return {
    companyCode: row.code,
    code: row.currency,
    minorUnit: row.minor_unit,
    timeZone: row.time_zone,
  };
}

export async function companyMoney(db: Db, companyCode: string): Promise<CompanyMoney> {
  return toMoney(await findCompanyMoney(db, companyCode), companyCode);
}

/** A company's setting, else the default of every company, read as an amount in major units. */
async function configAmounts(
  db: Db,
  money: CompanyMoney,
  defaults: Record<string, bigint>,
): Promise<Record<string, bigint>> {
  return amountsFrom(
    await findConfigValues(db, money.companyCode, Object.keys(defaults)),
    money,
    defaults,
  );
}

function amountsFrom(
  rows: ConfigRow[],
  money: CompanyMoney,
  defaults: Record<string, bigint>,
): Record<string, bigint> {
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

const TRANSFER_LIMIT_DEFAULTS = {
  [WALLET_CONFIG_KEY.transferLimitSingle]: TRANSFER_LIMIT_DEFAULT.single,
  [WALLET_CONFIG_KEY.transferLimitDaily]: TRANSFER_LIMIT_DEFAULT.daily,
};

function toLimits(values: Record<string, bigint>): TransferLimitAmounts {
  return {
    single: values[WALLET_CONFIG_KEY.transferLimitSingle]!,
    daily: values[WALLET_CONFIG_KEY.transferLimitDaily]!,
  };
}

export async function transferLimitAmounts(
  db: Db,
  money: CompanyMoney,
): Promise<TransferLimitAmounts> {
  return toLimits(await configAmounts(db, money, TRANSFER_LIMIT_DEFAULTS));
}

/** The config keys a transfer reads (its limits), for a statement that reads them itself. */
export const TRANSFER_CONFIG_KEYS = Object.keys(TRANSFER_LIMIT_DEFAULTS);

/** A company's money and transfer limits from a row with the config values of those keys. */
export function transferSettingsOf(
  row: (CompanyRow & { config: ConfigRow[] }) | undefined,
  companyCode: string,
): { money: CompanyMoney; limits: TransferLimitAmounts } {
  const money = toMoney(row, companyCode);
  return { money, limits: toLimits(amountsFrom(row!.config, money, TRANSFER_LIMIT_DEFAULTS)) };
}

/** A company's money and transfer limits, with the version of the settings they were read at. */
export interface TransferSettings {
  money: CompanyMoney;
  limits: TransferLimitAmounts;
  /**
   * `wallet_settings_version` when they were read (in `wallet_transfer_settings`' text): the
   * transfer's statement checks it is still current (migration 0077)
   */
  version: string;
}

const lastSeen = new WeakMap<Db, Map<string, TransferSettings>>();

/**
 * The company's transfer settings as this process last saw them, read once when it has none.
 * Never trusted on their own: the transfer's statement compares their version with the current
 * one, which every write of the settings bumps, and answers the company's current settings
 * instead of posting when they differ, so a changed limit
 * still applies to the next transfer in every process (`transferSettingsSeen` then holds the
 * new ones).
 */
export async function transferSettingsSeen(db: Db, companyCode: string): Promise<TransferSettings> {
  return lastSeen.get(db)?.get(companyCode) ?? currentTransferSettings(db, companyCode);
}

/** The company's transfer settings read now, kept as the ones last seen. */
export async function currentTransferSettings(
  db: Db,
  companyCode: string,
): Promise<TransferSettings> {
  const text = await findTransferSettingsText(db, companyCode, TRANSFER_CONFIG_KEYS);
  return rememberTransferSettings(db, companyCode, text);
}

/** Keeps the settings a statement answered as the company's current ones, and reads them. */
export function rememberTransferSettings(
  db: Db,
  companyCode: string,
  text: string | null,
): TransferSettings {
  const row =
    text === null
      ? undefined
      : (JSON.parse(text) as Parameters<typeof transferSettingsOf>[0] & { version: string });
  const settings = { ...transferSettingsOf(row, companyCode), version: row!.version };
  let byCompany = lastSeen.get(db);
  if (!byCompany) lastSeen.set(db, (byCompany = new Map()));
  byCompany.set(companyCode, settings);
  return settings;
}

/** The fixed fee of every withdrawal (spec "Business constants and limits": 57 in local currency unless configured). */
export async function withdrawalFeeAmount(db: Db, money: CompanyMoney): Promise<bigint> {
  const values = await configAmounts(db, money, {
    [WALLET_CONFIG_KEY.withdrawalFee]: BigInt(WITHDRAWAL_FEE_DEFAULT),
  });
  return values[WALLET_CONFIG_KEY.withdrawalFee]!;
}

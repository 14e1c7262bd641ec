import {
  CONFIG_KEY,
  ORDER_LIMITS,
  parseSignedAmount,
  SWITCH,
  type CheckoutOptions,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { companyMoney } from '../catalog/index.js';
import { readConfig } from '../config/index.js';
import { distributionCentres } from './order-read.repository.js';

/** Order settings (sys_config, '*' default per migration 0017; docs/orders.md). */
export const ORDER_CONFIG_KEY = {
  expiryMinutes: CONFIG_KEY.orderExpiryMinutes,
  branchExpiryMinutes: CONFIG_KEY.orderBranchExpiryMinutes,
  shippingFee: CONFIG_KEY.orderShippingFee,
  taxRateBp: CONFIG_KEY.orderTaxRateBp,
} as const;

/** A pay-in-branch order waits this long for the office unless the company says otherwise. */
export const BRANCH_EXPIRY_MINUTES_DEFAULT = 3 * 24 * 60;

export interface OrderSettings {
  currency: string;
  minorUnit: number;
  shippingFee: bigint;
  taxRateBp: number;
  expiryMinutes: number;
  branchExpiryMinutes: number;
  officePickup: boolean;
  distributionCentre: boolean;
}

const wholeOr = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** A company's currency and its minor unit (the company row's `currency`, `minor_unit`). */
export interface OrderMoney {
  currency: string;
  minorUnit: number;
}

/** The settings (sys_config keys) the order settings are made of. */
export const ORDER_SETTING_KEYS: readonly string[] = [
  ...Object.values(ORDER_CONFIG_KEY),
  CONFIG_KEY.officeSelfPickUp,
  CONFIG_KEY.distributionCenterModel,
];

/**
 * The company's order settings; a bad or missing value falls back to the safe default. A
 * caller that reads the company row anyway passes its money, and no second read is made.
 */
export async function orderSettings(
  db: Db,
  companyCode: string,
  knownMoney?: Promise<OrderMoney>,
): Promise<OrderSettings> {
  const [money, config] = await Promise.all([
    knownMoney ?? companyMoney(db, companyCode),
    readConfig(db, companyCode, ORDER_SETTING_KEYS),
  ]);
  return orderSettingsOf(money, config);
}

/** The order settings of the company's money and its `ORDER_SETTING_KEYS` values as read. */
export function orderSettingsOf(money: OrderMoney, config: Record<string, string>): OrderSettings {
  const fee = parseSignedAmount(config[ORDER_CONFIG_KEY.shippingFee] ?? '0', money.minorUnit);
  return {
    currency: money.currency,
    minorUnit: money.minorUnit,
    shippingFee: fee.ok && fee.minor > 0n ? fee.minor : 0n,
    taxRateBp: wholeOr(config[ORDER_CONFIG_KEY.taxRateBp], 0),
    expiryMinutes: Math.max(
      1,
      wholeOr(config[ORDER_CONFIG_KEY.expiryMinutes], ORDER_LIMITS.defaultExpiryMinutes),
    ),
    branchExpiryMinutes: Math.max(
      1,
      wholeOr(config[ORDER_CONFIG_KEY.branchExpiryMinutes], BRANCH_EXPIRY_MINUTES_DEFAULT),
    ),
    officePickup: config[CONFIG_KEY.officeSelfPickUp] === SWITCH.on,
    distributionCentre: config[CONFIG_KEY.distributionCenterModel] === SWITCH.on,
  };
}

/** The centres a member may choose, only where the company's switch is on. */
export async function centresOf(db: Db, companyCode: string, settings: OrderSettings) {
  return settings.distributionCentre ? distributionCentres(db, companyCode) : [];
}

export type PaymentMethodsAvailable = CheckoutOptions['paymentMethods'];

import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { companyCodeSchema } from '../common/domain.js';

/**
 * Settings keys of spec "Layout and navigation behaviour", "Entities and their fields", "Roles and permissions", "The calls the product makes". A value is a string; a company's row overrides the
 * default row of CONFIG_DEFAULT_COMPANY.
 */
export const CONFIG_KEY = {
  globalSiteSwitch: 'global.site.switch',
  walletCurrencyUnit: 'osswallet.currency.unit',
  officeSelfPickUp: 'office.self.pick.up.switch',
  distributionCenterModel: 'IS.DISTRIBUTION.CENTER.MODEL',
  externalWalletUrl: 'jm-pw.website.url',
  changePolicyCompany: 'CHANGE.POLICY.COMPANY',
  hideDashboardMessageMenu: 'hide.dashboardMessage.menu',
  isNewMenu: 'IS_NEW_MENU',
  isVersion202303: 'IS_VERSION_202303',
  bonusBvRate: 'bonus.bv.rate',
  withdrawalFee: 'withdrawal.fee',
  transferLimitSingle: 'transfer.limit.single',
  transferLimitDaily: 'transfer.limit.daily',
  // orders (default rows by migration 0017, docs/orders.md)
  orderExpiryMinutes: 'order.expiry.minutes',
  orderBranchExpiryMinutes: 'order.branch.expiry.minutes',
  orderShippingFee: 'order.shipping.fee',
  orderTaxRateBp: 'order.tax.rate.bp',
} as const;
export type ConfigKey = (typeof CONFIG_KEY)[keyof typeof CONFIG_KEY];

/** company_code of the default rows every company inherits */
export const CONFIG_DEFAULT_COMPANY = '*';
/** switch values of the Y/N settings */
export const SWITCH = { on: 'Y', off: 'N' } as const;
/** flag values of the menu settings (IS_NEW_MENU, IS_VERSION_202303) */
export const MENU_FLAG = { on: 't', off: 'f' } as const;

/** Keys the legacy call answers as `{[key]: value}` instead of the bare value (spec "The calls the product makes"). */
export const CONFIG_KEYS_ANSWERED_AS_OBJECT: readonly string[] = [CONFIG_KEY.globalSiteSwitch];

export const CONFIG_LIMITS = { keyMaxChars: 100, batchMaxKeys: 50 } as const;

export const configKeySchema = textSchema()
  .min(1, { error: 'validation.required' })
  .max(CONFIG_LIMITS.keyMaxChars, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.format' });

/** `?companyCode`: when absent the logged-in member's company is used. */
export const companyQuerySchema = z.object({ companyCode: companyCodeSchema.optional() });

export const configParamsSchema = z.object({ key: configKeySchema });

export const configBatchBodySchema = z.object({
  companyCode: companyCodeSchema.optional(),
  keys: z
    .array(configKeySchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(CONFIG_LIMITS.batchMaxKeys, { error: 'validation.tooLarge' }),
});
export type ConfigBatchBody = z.infer<typeof configBatchBodySchema>;

/** One setting: the bare value, or `{[key]: value}` for CONFIG_KEYS_ANSWERED_AS_OBJECT. */
export const configValueSchema = z.union([z.string(), z.record(z.string(), z.string())]);
/** Several settings keyed by config key; unknown keys are left out. */
export const configValuesSchema = z.record(z.string(), z.string());

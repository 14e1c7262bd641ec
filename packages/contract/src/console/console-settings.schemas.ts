import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../common/constants.js';
import { localeSchema, type Locale } from '../common/domain.js';
import { AMOUNT_PATTERN } from '../common/money.js';
import { textSchema } from '../common/text.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { LOW_STOCK_DEFAULT, STOCK_DELTA_MAX } from './console-catalogue.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/**
 * How a company's weekly commission cycle is closed: `automatic`, by the weekly job as soon as
 * the week has ended; `reviewed`, never by the job: an operator previews it, a second operator
 * audits the preview, and it is locked and closed from the console (docs/console.md).
 */
export const CYCLE_CLOSE_MODES = ['automatic', 'reviewed'] as const;
export type CycleCloseMode = (typeof CYCLE_CLOSE_MODES)[number];

/**
 * The console settings of a company without a row of its own: an adjustment up to 1000.00 (in
 * minor units of a two-decimal currency) is applied at once, cycles close automatically, a
 * low-stock alert (once an address is named) is written in English, and a SKU without a
 * threshold of its own is low at or under LOW_STOCK_DEFAULT units.
 */
export const COMPANY_SETTING_DEFAULTS = {
  adjustmentApprovalAboveMinor: 100_000n,
  cycleClose: 'automatic' as CycleCloseMode,
  stockAlertLocale: DEFAULT_LANGUAGE as Locale,
  lowStockDefault: LOW_STOCK_DEFAULT,
} as const;

export const STOCK_ALERT_EMAIL_MAX = 254;

/** An e-mail address, or '' for none: operators have no address, so the alert goes to this one. */
const anEmail = z.email();
const stockAlertEmailSchema = textSchema()
  .trim()
  .max(STOCK_ALERT_EMAIL_MAX, { error: 'validation.tooLong' })
  .refine((v) => v === '' || anEmail.safeParse(v).success, {
    error: 'validation.emailFormat',
  });

export const consoleCompanySettingSchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  /** an adjustment larger than this (absolute, minor units as a decimal string) waits for a second operator */
  adjustmentApprovalAbove: z.string().regex(/^\d{1,19}$/),
  cycleClose: z.enum(CYCLE_CLOSE_MODES),
  /** where the daily low-stock alert goes; null: none is sent */
  stockAlertEmail: z.string().nullable(),
  /** the language the low-stock alert is written in (its texts and the products' names) */
  stockAlertLocale: localeSchema,
  /** the low-stock threshold of the company's SKUs without their own (LOW_STOCK_DEFAULT unless set) */
  lowStockDefault: z.number().int(),
  /** false while the company runs on the defaults */
  saved: z.boolean(),
});
export type ConsoleCompanySetting = z.infer<typeof consoleCompanySettingSchema>;

export const consoleCompanySettingListSchema = z.object({
  list: z.array(consoleCompanySettingSchema),
});

export const consoleCompanySettingParamsSchema = z.object({
  companyCode: textSchema().trim().min(1).max(16),
});

export const consoleCompanySettingBodySchema = z.object({
  /** a decimal amount in the company's currency ("1000.00"; "0" sends every adjustment to a second operator) */
  adjustmentApprovalAbove: textSchema()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(20, { error: 'validation.tooLong' })
    .regex(AMOUNT_PATTERN, { error: 'validation.format' }),
  cycleClose: z.enum(CYCLE_CLOSE_MODES),
  /** the low-stock alert's address; '' clears it (no alert), absent keeps the saved one */
  stockAlertEmail: stockAlertEmailSchema.optional(),
  /** the alert's language; absent keeps the saved one */
  stockAlertLocale: localeSchema.optional(),
  /** the company's low-stock default, units; absent keeps the saved one */
  lowStockDefault: z
    .number({ error: 'validation.notNumber' })
    .int({ error: 'validation.notInteger' })
    .min(0, { error: 'validation.tooSmall' })
    .max(STOCK_DELTA_MAX, { error: 'validation.tooLarge' })
    .optional(),
  reason: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' }),
  code: totpCodeSchema,
});
export type ConsoleCompanySettingBody = z.infer<typeof consoleCompanySettingBodySchema>;

import { z } from 'zod';
import { textSchema } from '../common/text.js';
import {
  AWARD_CODES,
  BONUS_TYPES,
  GENDER,
  MEMBER_STATUS,
  ORDER_TYPE,
  RANK_CODES,
  WALLET_ACCOUNT_TYPES,
  WITHDRAWAL_STATUS,
} from '../common/domain.js';
import { localeTagSchema } from './locale.js';

export const IDENTITY_TYPES = ['passport', 'nationalId', 'drivingLicence', 'taxId'] as const;
export const BANK_ACCOUNT_TYPES = ['savings', 'current', 'card'] as const;
/** spec "States and transitions" order flows: card, e-wallet, pay in branch, third party */
export const PAYMENT_METHODS = ['card', 'ewallet', 'branch', 'thirdParty'] as const;

const asStrings = (values: readonly (string | number)[]) => values.map(String);

/** Every option list and its values in display order; labels are `option.<list>.<value>`. */
export const OPTION_LISTS = {
  gender: asStrings(Object.values(GENDER)),
  identityType: IDENTITY_TYPES,
  bankAccountType: BANK_ACCOUNT_TYPES,
  walletAccountType: WALLET_ACCOUNT_TYPES,
  memberStatus: asStrings(Object.values(MEMBER_STATUS)),
  orderType: asStrings(Object.values(ORDER_TYPE)),
  withdrawalStatus: asStrings(Object.values(WITHDRAWAL_STATUS)),
  rank: RANK_CODES,
  award: AWARD_CODES,
  bonusType: BONUS_TYPES,
  paymentMethod: PAYMENT_METHODS,
} as const satisfies Record<string, readonly string[]>;
export type OptionListCode = keyof typeof OPTION_LISTS;
export const OPTION_LIST_CODES = Object.keys(OPTION_LISTS) as OptionListCode[];

/** Translation key of an option's label. */
export function optionLabelKey(list: string, value: string): string {
  return `option.${list}.${value}`;
}

export const OPTION_LIST_CODE_MAX_CHARS = 64;
export const OPTION_BATCH_MAX_LISTS = 50;
export const optionListCodeSchema = textSchema()
  .min(1, { error: 'validation.required' })
  .max(OPTION_LIST_CODE_MAX_CHARS, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.format' });

export const optionParamsSchema = z.object({ code: optionListCodeSchema });
/** `characterCoding` (e.g. en_US) picks the label language; else Accept-Language. */
export const optionQuerySchema = z.object({ characterCoding: localeTagSchema.optional() });
/** The whole body is optional: a bare POST answers every list. */
export const allOptionsBodySchema = z
  .object({
    /** absent: every list */
    codes: z
      .array(optionListCodeSchema)
      .min(1, { error: 'validation.required' })
      .max(OPTION_BATCH_MAX_LISTS, { error: 'validation.tooLarge' })
      .optional(),
    characterCoding: localeTagSchema.optional(),
  })
  .nullish();

export const optionItemSchema = z.object({ value: z.string(), label: z.string() });
export const optionListSchema = z.array(optionItemSchema);
/** list code → its options */
export const optionListsSchema = z.record(z.string(), optionListSchema);
export type OptionItem = z.infer<typeof optionItemSchema>;

import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { positiveId, requiredString } from '../common/validation.js';
import { BANK_ACCOUNT_TYPES } from '../system/options.js';
import { pinInputSchema } from '../common/money-fields.js';
import {
  ACCOUNT_NUMBER_MIN,
  BANK_FIELD_MAX,
  CARD_ACCOUNT_TYPE,
  compactCode,
  EXPIRY_PATTERN,
  isValidCardNumber,
  isValidIban,
  isValidSwift,
} from './bank-rules.js';

/** Paths of the Bankaccountinformation calls of spec "The calls the product makes" (under API_BASE_PATH). */
export const BANK_PATHS = {
  list: '/wm/bankInfo/list',
  add: '/wm/bankInfo/add',
  update: '/wm/bankInfo/update/:id',
  byId: '/wm/bankInfo/queryBankInfoByPk/:id',
  delete: '/wm/bankInfo/delete/:id',
  setDefault: '/wm/bankInfo/setDefault/:id',
} as const;

export const bankAccountTypeSchema = z.enum(BANK_ACCOUNT_TYPES, {
  error: 'validation.invalidValue',
});
export type BankAccountType = z.infer<typeof bankAccountTypeSchema>;

/** Bank account ids are PostgreSQL integers; a larger id is a bad request, not a lookup. */
const BANK_ACCOUNT_ID_MAX = 2_147_483_647;
export const bankAccountIdParamsSchema = z.object({
  id: positiveId(BANK_ACCOUNT_ID_MAX),
});

const accountNumberSchema = textSchema()
  .overwrite(compactCode)
  .min(1, { error: 'validation.required' })
  .max(BANK_FIELD_MAX.accountNumber, { error: 'validation.tooLong' })
  .regex(new RegExp(`^[A-Z0-9]{${ACCOUNT_NUMBER_MIN},}$`), {
    error: 'validation.bank.accountNumberFormat',
  });

/** An optional code; '' and null mean "none", as forms send them. */
const optionalCode = (max: number, isValid: (v: string) => boolean, error: string) =>
  textSchema({ error: 'validation.notString' })
    .overwrite(compactCode)
    .max(max, { error: 'validation.tooLong' })
    .refine((v) => v === '' || isValid(v), { error })
    .nullish();

const bankAccountShape = {
  bankName: requiredString(BANK_FIELD_MAX.bankName),
  accountNumber: accountNumberSchema,
  accountType: bankAccountTypeSchema,
  holderName: requiredString(BANK_FIELD_MAX.holderName),
  iban: optionalCode(BANK_FIELD_MAX.iban, isValidIban, 'validation.bank.ibanInvalid'),
  swiftCode: optionalCode(BANK_FIELD_MAX.swiftCode, isValidSwift, 'validation.bank.swiftInvalid'),
  /** 'MM/YY', card accounts only */
  expiry: textSchema({ error: 'validation.notString' })
    .trim()
    .refine((v) => v === '' || EXPIRY_PATTERN.test(v), { error: 'validation.bank.expiryFormat' })
    .nullish(),
  /** a CVC is never stored: sending one is refused so nobody believes it was kept */
  cvc: z.never({ error: 'validation.bank.cvcNotStored' }).optional(),
  /** where payouts go is a step-up action: the wallet PIN confirms it is the member */
  pin: pinInputSchema,
};

type CardFields = { accountType: BankAccountType; accountNumber?: string; expiry?: string | null };

/** Expiry only and always for cards; a card number must pass the Luhn check. */
function checkCardFields(body: CardFields, ctx: z.RefinementCtx) {
  const isCard = body.accountType === CARD_ACCOUNT_TYPE;
  if (isCard && !body.expiry) {
    ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'validation.bank.expiryRequired' });
  }
  if (!isCard && body.expiry) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiry'],
      message: 'validation.bank.expiryOnlyForCard',
    });
  }
  if (isCard && body.accountNumber !== undefined && !isValidCardNumber(body.accountNumber)) {
    ctx.addIssue({
      code: 'custom',
      path: ['accountNumber'],
      message: 'validation.bank.cardNumberInvalid',
    });
  }
}

export const addBankAccountBodySchema = z.object(bankAccountShape).superRefine(checkCardFields);
export type AddBankAccountBody = z.infer<typeof addBankAccountBodySchema>;

/** Same fields; the account number may be left out to keep the stored one. */
export const updateBankAccountBodySchema = z
  .object({ ...bankAccountShape, accountNumber: accountNumberSchema.optional() })
  .superRefine(checkCardFields);
export type UpdateBankAccountBody = z.infer<typeof updateBankAccountBodySchema>;

/** What a withdrawal needs to know of the account it pays out to. */
export const bankAccountSummarySchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** e.g. '•••• 4821'; the full number never leaves the server */
  maskedAccountNumber: z.string(),
  holderName: z.string(),
  accountType: bankAccountTypeSchema,
});
export type BankAccountSummary = z.infer<typeof bankAccountSummarySchema>;

export const bankAccountSchema = bankAccountSummarySchema.extend({
  /** e.g. 'DE89 •••• 3000', null when none */
  maskedIban: z.string().nullable(),
  swiftCode: z.string().nullable(),
  /** 'MM/YY' for cards, else null */
  expiry: z.string().nullable(),
  isDefault: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.array(bankAccountSchema);

export const bankAccountDeletedSchema = z.object({
  id: z.number().int(),
  /** the account that is default now (another one when the default was deleted) */
  defaultId: z.number().int().nullable(),
});
export type BankAccountDeleted = z.infer<typeof bankAccountDeletedSchema>;

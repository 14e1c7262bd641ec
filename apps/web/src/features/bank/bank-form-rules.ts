import {
  BANK_FIELD_MAX,
  CARD_ACCOUNT_TYPE,
  compactCode,
  EXPIRY_PATTERN,
  isExpiryPast,
  isValidAccountNumber,
  isValidCardNumber,
  isValidIban,
  isValidSwift,
  type AddBankAccountBody,
  type BankAccount,
  type BankAccountType,
  type UpdateBankAccountBody,
} from '@portal/contract';

/**
 * The bank form's checks, written with the contract's own rules (IBAN mod-97, SWIFT
 * format, Luhn for cards) so the form refuses exactly what the server would refuse.
 * Each check answers a translation key, or null when the value is fine.
 */
export interface BankFormValues {
  bankName: string;
  holderName: string;
  accountType: BankAccountType;
  accountNumber?: string;
  iban?: string;
  swiftCode?: string;
  expiry?: string;
  /** the wallet PIN: saving an account is a step-up action */
  pin?: string;
  /** edit only: drop the stored IBAN (a blank field keeps it) */
  clearIban?: boolean;
}

export const isCardType = (type: string | undefined) => type === CARD_ACCOUNT_TYPE;

/**
 * A new account needs a number; an edited one keeps its stored number when the field is
 * left blank, except when it turns into a card (the server must check the card number).
 */
export function accountNumberRequired(
  editing: Pick<BankAccount, 'accountType'> | null,
  type: string | undefined,
): boolean {
  return !editing || (isCardType(type) && !isCardType(editing.accountType));
}

export function accountNumberError(raw: string | undefined, isCard: boolean, required: boolean) {
  const value = compactCode(raw ?? '');
  if (!value) return required ? 'validation.required' : null;
  if (value.length > BANK_FIELD_MAX.accountNumber) return 'validation.tooLong';
  if (!isValidAccountNumber(value)) return 'validation.bank.accountNumberFormat';
  if (isCard && !isValidCardNumber(value)) return 'validation.bank.cardNumberInvalid';
  return null;
}

export function ibanError(raw: string | undefined) {
  const value = compactCode(raw ?? '');
  if (!value) return null;
  if (value.length > BANK_FIELD_MAX.iban) return 'validation.tooLong';
  return isValidIban(value) ? null : 'validation.bank.ibanInvalid';
}

export function swiftError(raw: string | undefined) {
  const value = compactCode(raw ?? '');
  if (!value) return null;
  return isValidSwift(value) ? null : 'validation.bank.swiftInvalid';
}

/** Card accounts only: 'MM/YY', not in the past (a card is valid to the end of its month). */
export function expiryError(raw: string | undefined, now: Date) {
  const value = (raw ?? '').trim();
  if (!value) return 'validation.bank.expiryRequired';
  if (!EXPIRY_PATTERN.test(value)) return 'validation.bank.expiryFormat';
  return isExpiryPast(value, now) ? 'validation.bank.expiryPast' : null;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The add call's body: codes compacted, optional codes left out when blank. */
export function toAddBody(values: BankFormValues): AddBankAccountBody {
  const iban = compactCode(values.iban ?? '');
  const swiftCode = compactCode(values.swiftCode ?? '');
  return {
    bankName: trimmed(values.bankName),
    holderName: trimmed(values.holderName),
    accountType: values.accountType,
    accountNumber: compactCode(values.accountNumber ?? ''),
    ...(iban ? { iban } : {}),
    ...(swiftCode ? { swiftCode } : {}),
    expiry: isCardType(values.accountType) ? trimmed(values.expiry) : null,
    pin: values.pin ?? '',
  };
}

/**
 * The update call's body. The stored number and IBAN are never shown in full, so a blank
 * field leaves them out (kept); `clearIban` sends '' to drop the IBAN. The SWIFT code is
 * shown, so its field is sent as it is ('' clears it).
 */
export function toUpdateBody(values: BankFormValues): UpdateBankAccountBody {
  const accountNumber = compactCode(values.accountNumber ?? '');
  const iban = compactCode(values.iban ?? '');
  return {
    bankName: trimmed(values.bankName),
    holderName: trimmed(values.holderName),
    accountType: values.accountType,
    ...(accountNumber ? { accountNumber } : {}),
    ...(iban ? { iban } : values.clearIban ? { iban: '' } : {}),
    swiftCode: compactCode(values.swiftCode ?? ''),
    expiry: isCardType(values.accountType) ? trimmed(values.expiry) : null,
    pin: values.pin ?? '',
  };
}

/** The form's starting values: blank for a new account, the stored ones when editing. */
export function initialValues(account: BankAccount | null, firstType: BankAccountType) {
  if (!account) return { accountType: firstType } satisfies Partial<BankFormValues>;
  return {
    bankName: account.bankName,
    holderName: account.holderName,
    accountType: account.accountType,
    swiftCode: account.swiftCode ?? '',
    expiry: account.expiry ?? '',
  } satisfies Partial<BankFormValues>;
}

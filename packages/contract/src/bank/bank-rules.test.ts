import { describe, expect, it } from 'vitest';
import { addBankAccountBodySchema, updateBankAccountBodySchema } from './bank.schemas.js';
import {
  compactCode,
  isExpiryPast,
  isValidCardNumber,
  isValidIban,
  isValidSwift,
  maskIban,
  maskTail,
  visibleTail,
} from './bank-rules.js';

describe('IBAN (ISO 13616, mod 97)', () => {
  it.each(['DE89370400440532013000', 'GB82WEST12345698765432', 'NL91ABNA0417164300'])(
    'accepts %s',
    (iban) => expect(isValidIban(iban)).toBe(true),
  );
  it('accepts one typed with spaces and lower case once compacted', () => {
    expect(isValidIban(compactCode('gb82 west 1234 5698 7654 32'))).toBe(true);
  });
  it.each([
    ['a wrong check digit', 'DE89370400440532013001'],
    ['swapped digits', 'DE89370400440523013000'],
    ['no country', '8937040044053201300000'],
    ['too short', 'DE8937040044'],
  ])('refuses %s', (_, iban) => expect(isValidIban(iban)).toBe(false));
});

describe('SWIFT/BIC', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'MBBEMYKL'])('accepts %s', (bic) =>
    expect(isValidSwift(bic)).toBe(true),
  );
  it.each(['DEUTDEF', 'DEUTDEFF50', '1EUTDEFF', 'DEUT1EFF'])('refuses %s', (bic) =>
    expect(isValidSwift(bic)).toBe(false),
  );
});

describe('card numbers (Luhn)', () => {
  it('accepts a valid test card and refuses one with a wrong check digit', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('41111111111')).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the tail of a number', () => {
    expect(maskTail(visibleTail('123456784821'))).toBe('•••• 4821');
    expect(visibleTail('1234567')).toBe('67');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-31T23:00:00Z');
  it('a card is valid through its expiry month', () => {
    expect(isExpiryPast('05/26', now)).toBe(false);
    expect(isExpiryPast('12/30', now)).toBe(false);
    expect(isExpiryPast('04/26', now)).toBe(true);
    expect(isExpiryPast('13/26', now)).toBe(true);
  });
});

describe('bank account bodies', () => {
  const base = {
    bankName: 'Maybank',
    accountNumber: '5140 1234 5678',
    accountType: 'savings',
    holderName: 'Jane Doe',
    pin: '246810',
  };
  it('compacts the account number and codes', () => {
    const parsed = addBankAccountBodySchema.parse({ ...base, swiftCode: 'mbbe mykl' });
    expect(parsed.accountNumber).toBe('514012345678');
    expect(parsed.swiftCode).toBe('MBBEMYKL');
  });
  it('needs an expiry and a Luhn-valid number for cards, and no expiry otherwise', () => {
    const card = { ...base, accountType: 'card', accountNumber: '4111111111111112' };
    const issues = addBankAccountBodySchema.safeParse(card).error?.issues ?? [];
    expect(issues.map((i) => i.message).sort()).toEqual([
      'validation.bank.cardNumberInvalid',
      'validation.bank.expiryRequired',
    ]);
    const savings = addBankAccountBodySchema.safeParse({ ...base, expiry: '01/30' });
    expect(savings.error?.issues[0]?.message).toBe('validation.bank.expiryOnlyForCard');
  });
  it('refuses a CVC', () => {
    const parsed = addBankAccountBodySchema.safeParse({ ...base, cvc: '123' });
    expect(parsed.error?.issues[0]?.message).toBe('validation.bank.cvcNotStored');
  });
  it('an update may leave the account number out', () => {
    const { accountNumber: _, ...rest } = base;
    expect(updateBankAccountBodySchema.safeParse(rest).success).toBe(true);
  });
});

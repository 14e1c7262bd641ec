import { BANK_PATHS } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { MemberTable } from '../../src/db/schema.js';
import { setPinForTest } from '../../src/modules/security/pin.service.js';
import { addRow, defaultIdsOf } from '../helpers/member-owned-rows.js';
import type { TestApp } from '../helpers/test-app.js';
import { signedIn as signedInWithoutPin } from '../security/security-test-kit.js';

/** Adding or changing a payout account needs the wallet PIN (a step-up action). */
export const BANK_PIN = '482913';

/** A signed-in member who has set a PIN, as one must before adding a bank account. */
export async function signedIn(t: TestApp, overrides: Partial<Insertable<MemberTable>> = {}) {
  const signed = await signedInWithoutPin(t, overrides);
  await setPinForTest(t.deps, signed.member.id, BANK_PIN);
  return signed;
}

export const SAVINGS = {
  pin: BANK_PIN,
  bankName: 'Deutsche Bank',
  accountNumber: '0532 0130 00',
  accountType: 'savings',
  holderName: 'Jane Doe',
  iban: 'DE89 3704 0044 0532 0130 00',
  swiftCode: 'deutdeff',
};

/** 'MM/YY' this many years from the test clock. */
export function expiryIn(t: TestApp, years: number, month = 12): string {
  const yy = (t.clock.now.getUTCFullYear() + years) % 100;
  return `${String(month).padStart(2, '0')}/${String(yy).padStart(2, '0')}`;
}

export function card(t: TestApp) {
  return {
    pin: BANK_PIN,
    bankName: 'Visa Bank',
    accountNumber: '4111 1111 1111 1111',
    accountType: 'card',
    holderName: 'Jane Doe',
    expiry: expiryIn(t, 2),
  };
}

export { pathOf } from '../helpers/member-owned-rows.js';

/** Adds an account and returns its id (fails the test if refused). */
export const addAccount = (t: TestApp, token: string, body: object = SAVINGS) =>
  addRow(t, BANK_PATHS.add, token, body);

export const defaultsOf = (t: TestApp, memberId: number) =>
  defaultIdsOf(t, 'bank_account', memberId);

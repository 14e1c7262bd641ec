import { BANK_PATHS } from '@portal/contract';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../security/security-test-kit.js';

export const SAVINGS = {
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
    bankName: 'Visa Bank',
    accountNumber: '4111 1111 1111 1111',
    accountType: 'card',
    holderName: 'Jane Doe',
    expiry: expiryIn(t, 2),
  };
}

export const pathOf = (path: string, id: number | string) => path.replace(':id', String(id));

/** Adds an account and returns its id (fails the test if refused). */
export async function addAccount(t: TestApp, token: string, body: object = SAVINGS) {
  const res = await call(t, 'POST', BANK_PATHS.add, { token, body });
  if (res.statusCode !== 200) throw new Error(`add refused: ${res.body}`);
  return res.json().data.id as number;
}

export async function defaultsOf(t: TestApp, memberId: number) {
  const rows = await t.db
    .selectFrom('bank_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

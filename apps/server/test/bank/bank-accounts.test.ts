import { BANK_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountPayoutDetails,
  getOwnBankAccount,
} from '../../src/modules/bank/bank.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys } from '../security/security-test-kit.js';
import { addAccount, card, expiryIn, pathOf, SAVINGS, signedIn } from './bank-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const add = (token: string | null, body: unknown) =>
  call(t, 'POST', BANK_PATHS.add, { token, body });

describe('every bank call needs a session', () => {
  it.each([
    ['GET', BANK_PATHS.list],
    ['POST', BANK_PATHS.add],
    ['POST', pathOf(BANK_PATHS.update, 1)],
    ['GET', pathOf(BANK_PATHS.byId, 1)],
    ['DELETE', pathOf(BANK_PATHS.delete, 1)],
    ['POST', pathOf(BANK_PATHS.setDefault, 1)],
  ] as const)('%s %s answers 401 without one', async (method, path) => {
    const res = await call(t, method, path, {
      token: null,
      body: method === 'POST' ? SAVINGS : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().data.error).toBe('unauthorized');
  });
});

describe('POST /wm/bankInfo/add', () => {
  it('stores the account encrypted and answers it masked; the first becomes default', async () => {
    const { token, member } = await signedIn(t);
    const res = await add(token, SAVINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bankName: 'Deutsche Bank',
      maskedAccountNumber: '•••• 3000',
      accountType: 'savings',
      holderName: 'Jane Doe',
      maskedIban: 'DE89 •••• 3000',
      swiftCode: 'DEUTDEFF',
      expiry: null,
      isDefault: true,
    });
    expect(res.body).not.toContain('0532013000');
    expect(res.body).not.toContain('DE89370400440532013000');

    const row = await t.db
      .selectFrom('bank_account')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.account_number_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('0532013000');
    const clear = await bankAccountPayoutDetails(t.deps, row.id);
    expect(clear).toMatchObject({ accountNumber: '0532013000', iban: 'DE89370400440532013000' });

    const second = await add(token, { ...SAVINGS, accountNumber: '9988776655' });
    expect(second.json().data.isDefault).toBe(false);
  });

  it('takes a card with a future expiry and never a CVC', async () => {
    const { token } = await signedIn(t);
    const res = await add(token, card(t));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      maskedAccountNumber: '•••• 1111',
      expiry: expiryIn(t, 2),
    });

    const withCvc = await add(token, { ...card(t), cvc: '123' });
    expect(withCvc.statusCode).toBe(400);
    expect(fieldKeys(withCvc)).toEqual(['body.cvc validation.bank.cvcNotStored']);
    expect(withCvc.json().msg).toContain('never stored');
  });

  it('treats blank IBAN and SWIFT as none', async () => {
    const { token } = await signedIn(t);
    const res = await add(token, { ...SAVINGS, iban: '', swiftCode: null });
    expect(res.json().data).toMatchObject({ maskedIban: null, swiftCode: null });
  });

  it('refuses a card that has expired', async () => {
    const { token } = await signedIn(t);
    const res = await add(token, { ...card(t), expiry: expiryIn(t, -1) });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(['body.expiry validation.bank.expiryPast']);
  });

  it.each([
    [
      'missing fields',
      {},
      [
        'body.bankName validation.required',
        'body.accountNumber validation.required',
        'body.accountType validation.invalidValue',
        'body.holderName validation.required',
        'body.pin validation.required',
      ],
    ],
    [
      'an IBAN with a wrong check digit',
      { iban: 'DE89 3704 0044 0532 0130 01' },
      ['body.iban validation.bank.ibanInvalid'],
    ],
    [
      'a malformed SWIFT code',
      { swiftCode: 'DEUT1EFF' },
      ['body.swiftCode validation.bank.swiftInvalid'],
    ],
    [
      'an unknown account type',
      { accountType: 'crypto' },
      ['body.accountType validation.invalidValue'],
    ],
    [
      'an account number with symbols',
      { accountNumber: '1234#5678' },
      ['body.accountNumber validation.bank.accountNumberFormat'],
    ],
    [
      'a too short account number',
      { accountNumber: '123' },
      ['body.accountNumber validation.bank.accountNumberFormat'],
    ],
    [
      'an account number as a number',
      { accountNumber: 12345678 },
      ['body.accountNumber validation.required'],
    ],
    [
      'an overlong holder name',
      { holderName: 'x'.repeat(101) },
      ['body.holderName validation.tooLong'],
    ],
    [
      'an overlong account number',
      { accountNumber: '1'.repeat(35) },
      ['body.accountNumber validation.tooLong'],
    ],
    [
      'an expiry on a savings account',
      { expiry: '12/40' },
      ['body.expiry validation.bank.expiryOnlyForCard'],
    ],
  ])('refuses %s', async (_name, change, fields) => {
    const { token } = await signedIn(t);
    const body = Object.keys(change).length ? { ...SAVINGS, ...change } : {};
    const res = await add(token, body);
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(fields);
    expect((await call(t, 'GET', BANK_PATHS.list, { token })).json().data).toEqual([]);
  });

  it.each([
    ['no expiry', { expiry: undefined }, ['body.expiry validation.bank.expiryRequired']],
    ['an expiry not MM/YY', { expiry: '2030-12' }, ['body.expiry validation.bank.expiryFormat']],
    [
      'a card number failing Luhn',
      { accountNumber: '4111111111111112' },
      ['body.accountNumber validation.bank.cardNumberInvalid'],
    ],
  ])('refuses a card with %s', async (_name, change, fields) => {
    const { token } = await signedIn(t);
    const res = await add(token, { ...card(t), ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(fields);
  });

  it('translates field errors', async () => {
    const { token } = await signedIn(t);
    const res = await call(t, 'POST', BANK_PATHS.add, {
      token,
      body: { ...SAVINGS, iban: 'DE00 0000' },
      locale: 'zh-CN',
    });
    expect(res.json().msg).toContain('IBAN 无效');
  });
});

describe('GET /wm/bankInfo/list and /wm/bankInfo/queryBankInfoByPk/:id', () => {
  it('lists only the member accounts, the default first', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const first = await addAccount(t, me.token);
    const second = await addAccount(t, me.token, card(t));
    await addAccount(t, other.token);
    const list = await call(t, 'GET', BANK_PATHS.list, { token: me.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([first, second]);
  });

  it('answers one own account, and notFound for a foreign or unknown one', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const mine = await addAccount(t, me.token);
    const theirs = await addAccount(t, other.token);
    const own = await call(t, 'GET', pathOf(BANK_PATHS.byId, mine), { token: me.token });
    expect(own.json().data).toMatchObject({ id: mine, maskedAccountNumber: '•••• 3000' });

    for (const id of [theirs, 2_000_000_000]) {
      const res = await call(t, 'GET', pathOf(BANK_PATHS.byId, id), { token: me.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().data.error).toBe('notFound');
    }
    await expect(getOwnBankAccount(t.deps, me.member.id, theirs)).rejects.toMatchObject({
      key: 'notFound',
    });
    await expect(getOwnBankAccount(t.deps, me.member.id, mine)).resolves.toEqual({
      id: mine,
      bankName: 'Deutsche Bank',
      maskedAccountNumber: '•••• 3000',
      holderName: 'Jane Doe',
      accountType: 'savings',
    });
  });

  it.each([
    ['a word', 'abc', 'params.id validation.notNumber'],
    ['zero', '0', 'params.id validation.notPositive'],
    ['a too large id', '99999999999', 'params.id validation.tooLarge'],
  ])('refuses %s as id', async (_name, id, field) => {
    const { token } = await signedIn(t);
    const res = await call(t, 'GET', pathOf(BANK_PATHS.byId, id), { token });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual([field]);
  });
});

describe('POST /wm/bankInfo/update/:id', () => {
  const update = (token: string, id: number, body: unknown) =>
    call(t, 'POST', pathOf(BANK_PATHS.update, id), { token, body });

  it('keeps the stored number and IBAN when left out, replaces them when sent', async () => {
    const { token } = await signedIn(t);
    const id = await addAccount(t, token);
    const { accountNumber: _n, iban: _i, ...rest } = SAVINGS;
    const renamed = await update(token, id, { ...rest, bankName: 'DB Privat' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      bankName: 'DB Privat',
      maskedAccountNumber: '•••• 3000',
      maskedIban: 'DE89 •••• 3000',
      isDefault: true,
    });
    const renumbered = await update(token, id, { ...rest, accountNumber: '77665544', iban: '' });
    expect(renumbered.json().data).toMatchObject({
      maskedAccountNumber: '•••• 5544',
      maskedIban: null,
    });
    expect((await bankAccountPayoutDetails(t.deps, id)).accountNumber).toBe('77665544');
  });

  it('needs the card number when an account becomes a card', async () => {
    const { token } = await signedIn(t);
    const id = await addAccount(t, token);
    const { accountNumber: _n, ...cardWithoutNumber } = card(t);
    const res = await update(token, id, cardWithoutNumber);
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(['body.accountNumber validation.required']);
    expect((await update(token, id, card(t))).json().data).toMatchObject({ accountType: 'card' });
  });

  it("refuses another member's account and leaves it untouched", async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const theirs = await addAccount(t, other.token);
    const res = await update(me.token, theirs, { ...SAVINGS, holderName: 'Mallory' });
    expect(res.statusCode).toBe(404);
    const still = await call(t, 'GET', pathOf(BANK_PATHS.byId, theirs), { token: other.token });
    expect(still.json().data.holderName).toBe('Jane Doe');
  });

  it('refuses bad input', async () => {
    const { token } = await signedIn(t);
    const id = await addAccount(t, token);
    const res = await update(token, id, { ...SAVINGS, swiftCode: 'x', cvc: '999' });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res).sort()).toEqual([
      'body.cvc validation.bank.cvcNotStored',
      'body.swiftCode validation.bank.swiftInvalid',
    ]);
  });
});

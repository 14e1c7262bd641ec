import { payOrderBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { payBodyOf } from './payment-body';

const CARD = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardHolder: 'Dana Morgan',
};

describe('payBodyOf', () => {
  it('sends a card payment without an e-wallet part unless the member asked for a split', () => {
    const body = payBodyOf('card', { ...CARD, splitAmount: '5.00', pin: '246810' }, '29.90', '');
    expect(body).not.toHaveProperty('ewallet');
    expect(payOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('puts the e-wallet part first in a split: amount, account and PIN', () => {
    const body = payBodyOf(
      'card',
      { ...CARD, split: true, splitAmount: ' 5.00 ', pin: '246810' },
      '29.90',
      '',
    );
    expect(body).toMatchObject({
      method: 'card',
      amount: '29.90',
      card: { number: '4242424242424242' },
      ewallet: { amount: '5.00', account: 'bonus', pin: '246810' },
    });
    expect(payOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('splits a third-party payment the same way', () => {
    const values = { split: true, splitAmount: '10', pin: '246810', account: 'bonus' as const };
    const body = payBodyOf('thirdparty', values, '29.90', 'https://portal.test/back');
    expect(body).toMatchObject({ method: 'thirdparty', ewallet: { amount: '10' } });
    expect(payOrderBodySchema.safeParse(body).success).toBe(true);
  });
});

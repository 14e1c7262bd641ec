/** Demo-like data of a USD company (two decimals). */
export const USD_BALANCES = [
  { account: 'bonus', currency: 'USD', minorUnit: 2, balance: '1250.00', available: '1250.00' },
  { account: 'eproduct', currency: 'USD', minorUnit: 2, balance: '300.00', available: '300.00' },
  { account: 'worldplan', currency: 'USD', minorUnit: 2, balance: '80.00', available: '80.00' },
];

export const PIN_SET = { pinSet: true, questionsSet: true, lockedUntil: null, resetEmail: null };

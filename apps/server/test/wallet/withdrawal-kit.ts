import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from './factories.js';

type WalletMember = Awaited<ReturnType<typeof walletMember>>;

export interface WithdrawOptions {
  token?: string;
  /** Idempotency-Key: a fresh one unless given; null sends none */
  key?: string | null;
  platform?: 'bzz' | 'wpm';
}

/** A fresh app where `me` withdraws and `other` is the stranger whose rows must stay out of reach. */
export interface WithdrawalScene {
  t: TestApp;
  /** 500.00 in bonus and 200.00 in world-plan */
  me: WalletMember;
  /** 500.00 in bonus */
  other: WalletMember;
  myBank: number;
  otherBank: number;
  /** A withdrawal request: 100.00 of my bonus to my bank, unless `body` or `opts` say otherwise. */
  withdraw(body: Record<string, unknown>, opts?: WithdrawOptions): ReturnType<typeof call>;
}

export async function withdrawalScene(): Promise<WithdrawalScene> {
  const t = await createTestApp();
  const me = await walletMember(t);
  const other = await walletMember(t);
  const myBank = await addBank(t, me.token);
  const otherBank = await addBank(t, other.token);
  await fund(t.db, me.member, 'bonus', 50_000n);
  await fund(t.db, me.member, 'worldplan', 20_000n);
  await fund(t.db, other.member, 'bonus', 50_000n);
  const withdraw = (body: Record<string, unknown>, opts: WithdrawOptions = {}) =>
    call(t, 'POST', '/wm/wallet/withdraw', {
      token: opts.token ?? me.token,
      key: opts.key,
      platform: opts.platform,
      body: {
        account: 'bonus',
        amount: '100.00',
        bankAccountId: myBank,
        paymentMethod: 'bankTransfer',
        pin: TEST_PIN,
        ...body,
      },
    });
  return { t, me, other, myBank, otherBank, withdraw };
}

import fc from 'fast-check';
import {
  formatMinor,
  MEMBER_ACCOUNTS,
  WITHDRAWAL_STATUS,
  type OperatorWithdrawalAction,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/lib/app-error.js';
import { resolveSession, type AuthContext } from '../../src/modules/auth/session.service.js';
import { transfer } from '../../src/modules/wallet/transfer/transfer.service.js';
import {
  adjustMemberAccount,
  operatorWithdrawalStep,
} from '../../src/modules/wallet/wallet-ops.service.js';
import { verifyWallet } from '../../src/modules/wallet/wallet-verify.service.js';
import { cancelWithdrawal } from '../../src/modules/wallet/withdrawal/withdrawal-member.service.js';
import { applyWithdrawal } from '../../src/modules/wallet/withdrawal/withdrawal.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  addBank,
  balanceOf,
  fund,
  TEST_PIN,
  totalOfAllAccounts,
  walletMember,
} from './factories.js';
import {
  BalanceModel,
  KeyedRequests,
  seen,
  walletOperation,
  type WalletOperation,
} from './wallet-model.js';

/**
 * Random sequences of transfers, withdrawals, cancellations, operator steps and adjustments,
 * with idempotency keys that repeat. A model of every balance moves only for answers that
 * applied something new; after each sequence the database must agree with the model, the
 * ledger must verify, and money must be conserved.
 */
const MEMBERS = 4;
/** rich and poor members, so both successes and refusals happen */
const OPENING = [100_000n, 40_000n, 10_000n, 1_000n];
const operator = { name: 'property', now: () => new Date() };
const RETURNED: number[] = [WITHDRAWAL_STATUS.failure, WITHDRAWAL_STATUS.rejected];

let t: TestApp;
let members: Array<{ auth: AuthContext; bank: number }>;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  members = [];
  let sponsor: number | undefined;
  for (let i = 0; i < MEMBERS; i++) {
    const m = await walletMember(t, sponsor ? { sponsor_id: sponsor } : {});
    sponsor = m.member.id;
    await fund(t.db, m.member, 'bonus', OPENING[i]!);
    members.push({
      auth: (await resolveSession(t.deps, m.token))!,
      bank: await addBank(t, m.token),
    });
  }
});
afterAll(() => t.close());

async function modelFromDb(): Promise<BalanceModel> {
  const balances = new Map<string, bigint>();
  for (const { auth } of members) {
    for (const a of MEMBER_ACCOUNTS)
      balances.set(`${auth.member_id}/${a}`, await balanceOf(t.db, auth.member_id, a));
  }
  return new BalanceModel(balances);
}

interface Pending {
  id: number;
  owner: AuthContext;
  cents: bigint;
}

async function perform(
  o: WalletOperation,
  model: BalanceModel,
  keyed: KeyedRequests,
  withdrawals: Pending[],
) {
  const amount = (cents: number) => formatMinor(BigInt(cents), 2);
  if (o.kind === 'repeat') return keyed.repeat();
  if (o.kind === 'transfer') {
    const [from, to] = [members[o.from]!.auth, members[o.to]!.auth];
    const toAccount = from.member_id === to.member_id ? ('eproduct' as const) : ('bonus' as const);
    const body = {
      toMemberId: to.member_id,
      fromAccount: 'bonus' as const,
      toAccount,
      amount: amount(o.cents),
      pin: TEST_PIN,
    };
    const key = `r${run}-t${o.key}`;
    return keyed.send(
      `${from.member_id}/${key}`,
      body,
      () => transfer(t.deps, from, body, key),
      () => {
        model.add(from.member_id, 'bonus', -BigInt(o.cents));
        model.add(to.member_id, toAccount, BigInt(o.cents));
      },
      () => BigInt(o.cents) - model.get(from.member_id, 'bonus'),
    );
  }
  if (o.kind === 'withdraw') {
    const who = members[o.who]!;
    const body = {
      account: 'bonus' as const,
      amount: amount(o.cents),
      bankAccountId: who.bank,
      paymentMethod: 'bankTransfer' as const,
      pin: TEST_PIN,
    };
    const key = `r${run}-w${o.key}`;
    return keyed.send(
      `${who.auth.member_id}/${key}`,
      body,
      async () => {
        const w = await applyWithdrawal(t.deps, who.auth, 'bzz', body, key);
        if (!withdrawals.some((x) => x.id === w.id))
          withdrawals.push({ id: w.id, owner: who.auth, cents: BigInt(o.cents) });
        return w;
      },
      () => model.add(who.auth.member_id, 'bonus', -BigInt(o.cents)),
      () => BigInt(o.cents) - model.get(who.auth.member_id, 'bonus'),
    );
  }
  if (o.kind === 'adjust') {
    const who = members[o.who]!.auth;
    try {
      await adjustMemberAccount(t.db, operator, {
        login: who.login_name,
        account: o.account,
        amount: amount(o.cents),
        reason: 'property',
      });
      model.add(who.member_id, o.account, BigInt(o.cents));
    } catch (error) {
      if (!isAppError(error) || error.key !== 'insufficientBalance') throw error;
      expect(model.get(who.member_id, o.account) + BigInt(o.cents)).toBeLessThan(0n);
    }
    return;
  }
  const w = withdrawals[o.pick % Math.max(1, withdrawals.length)];
  if (!w) return;
  if (o.kind === 'cancel') {
    const key = `r${run}-c${w.id}-${o.pick % 2}`;
    return keyed.send(
      `${w.owner.member_id}/${key}`,
      { cancel: w.id },
      () => cancelWithdrawal(t.deps, w.owner, w.id, key),
      () => model.add(w.owner.member_id, 'bonus', w.cents),
    );
  }
  const action = o.kind === 'advance' ? await nextStep(w.id, o.pick) : o.kind;
  try {
    const step = await operatorWithdrawalStep(t.db, operator, {
      id: w.id,
      action,
      reason: 'property',
    });
    if (RETURNED.includes(step.status)) model.add(w.owner.member_id, 'bonus', w.cents);
    seen.steps++;
  } catch (error) {
    if (!isAppError(error) || error.key !== 'withdrawalStepRefused') throw error;
  }
}

/** The operator's next step on the way to an end: approve, process, then succeed or fail. */
async function nextStep(id: number, pick: number): Promise<OperatorWithdrawalAction> {
  const { status } = await t.db
    .selectFrom('wallet_withdrawal')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (status === WITHDRAWAL_STATUS.approved) return 'process';
  if (status === WITHDRAWAL_STATUS.processing) return pick % 2 ? 'succeed' : 'fail';
  return 'approve';
}

/** The sequences CI runs; chosen once, any seed must pass the property itself. */
const PROPERTY_SEED = 20261122;

describe('wallet under random operations', () => {
  it('conserves money, keeps balances equal to postings and the model, applies each key once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(walletOperation(MEMBERS), { minLength: 4, maxLength: 24 }),
        async (ops) => {
          run++;
          const model = await modelFromDb();
          const keyed = new KeyedRequests();
          const withdrawals: Pending[] = [];
          for (const o of ops) await perform(o, model, keyed, withdrawals);
          expect(await totalOfAllAccounts(t.db)).toBe(0n);
          expect(await verifyWallet(t.db)).toEqual({ ok: true, problems: [] });
          expect((await modelFromDb()).balances).toEqual(model.balances);
        },
      ),
      // a fixed seed keeps CI repeatable (the coverage checks below hold for it);
      // FC_SEED=<n> explores other sequences, and a failure prints the seed that found it
      { numRuns: 20, seed: Number(process.env.FC_SEED ?? PROPERTY_SEED) },
    );
    // the runs really exercised what they claim to
    expect(seen.applied).toBeGreaterThan(20);
    expect(seen.replays).toBeGreaterThan(3);
    expect(seen.conflicts).toBeGreaterThan(0);
    expect(seen.insufficient).toBeGreaterThan(3);
    expect(seen.steps).toBeGreaterThan(3);
  });
});

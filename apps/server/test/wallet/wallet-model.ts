import fc from 'fast-check';
import { MEMBER_ACCOUNTS, type MemberAccount } from '@portal/contract';
import { expect } from 'vitest';
import { isAppError } from '../../src/lib/app-error.js';

/** Operations the property test draws; keys come from a small pool so that they repeat. */
export function walletOperation(members: number) {
  return fc.oneof(
    fc.record({
      kind: fc.constant('transfer' as const),
      from: fc.nat(members - 1),
      to: fc.nat(members - 1),
      cents: fc.integer({ min: 1, max: 6_000 }),
      key: fc.nat(2),
    }),
    fc.record({
      kind: fc.constant('withdraw' as const),
      who: fc.nat(members - 1),
      cents: fc.integer({ min: 5_701, max: 15_000 }),
      key: fc.nat(2),
    }),
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constantFrom(
          'advance' as const,
          'cancel' as const,
          'approve' as const,
          'process' as const,
          'succeed' as const,
          'fail' as const,
          'reject' as const,
        ),
        pick: fc.nat(20),
      }),
    },
    // the same request again, as a client retrying after a lost answer would
    fc.record({ kind: fc.constant('repeat' as const) }),
    fc.record({
      kind: fc.constant('adjust' as const),
      who: fc.nat(members - 1),
      account: fc.constantFrom(...MEMBER_ACCOUNTS),
      cents: fc.integer({ min: -5_000, max: 5_000 }).filter((c) => c !== 0),
    }),
  );
}
export type WalletOperation =
  ReturnType<typeof walletOperation> extends fc.Arbitrary<infer O> ? O : never;

/** What the runs exercised, so the test can show it tested what it claims. */
export const seen = { applied: 0, replays: 0, conflicts: 0, insufficient: 0, steps: 0 };

/** Expected balance of every member account, moved only by answers that applied something. */
export class BalanceModel {
  constructor(readonly balances: Map<string, bigint>) {}
  add(memberId: number, account: MemberAccount, amount: bigint) {
    const key = `${memberId}/${account}`;
    this.balances.set(key, this.balances.get(key)! + amount);
  }
  get(memberId: number, account: MemberAccount): bigint {
    return this.balances.get(`${memberId}/${account}`)!;
  }
}

/**
 * The first answer of each (member, key), checked against every later use of the key: the
 * same body gets the same answer and applies nothing; another body is refused.
 */
export class KeyedRequests {
  readonly #first = new Map<string, { body: string; answer: string }>();
  #last: (() => Promise<void>) | undefined;

  /** The last keyed request again. */
  async repeat() {
    await this.#last?.();
  }

  async send(
    scopeKey: string,
    body: unknown,
    work: () => Promise<unknown>,
    apply: () => void,
    shortBy: () => bigint = () => 0n,
  ): Promise<void> {
    this.#last = () => this.#attempt(scopeKey, body, work, apply, shortBy);
    await this.#last();
  }

  async #attempt(
    scopeKey: string,
    body: unknown,
    work: () => Promise<unknown>,
    apply: () => void,
    shortBy: () => bigint,
  ) {
    const previous = this.#first.get(scopeKey);
    const bodyText = JSON.stringify(body);
    const short = shortBy();
    try {
      const answer = JSON.stringify(await work());
      if (previous) {
        expect(previous.body).toBe(bodyText);
        expect(answer).toBe(previous.answer);
        seen.replays++;
        return;
      }
      expect(short, `${scopeKey} applied although short`).toBeLessThanOrEqual(0n);
      this.#first.set(scopeKey, { body: bodyText, answer });
      seen.applied++;
      apply();
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.key === 'idempotencyConflict') {
        expect(previous && previous.body !== bodyText).toBeTruthy();
        seen.conflicts++;
      } else if (previous) {
        expect(`error:${error.key}`).toBe(previous.answer);
      } else {
        this.#first.set(scopeKey, { body: bodyText, answer: `error:${error.key}` });
        if (error.key === 'insufficientBalance') {
          expect(short).toBeGreaterThan(0n);
          seen.insufficient++;
        }
      }
    }
  }
}

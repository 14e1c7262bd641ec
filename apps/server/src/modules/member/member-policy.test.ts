import { MEMBER_STATUS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { assertMemberMay, memberRefusal, type MemberAction } from './member-policy.js';

const { toBeActivated, active, frozen, inactive } = MEMBER_STATUS;
/** A status outside MEMBER_STATUS, as a row written by hand could hold. */
const unknown = 99;

/**
 * The rule table of docs/member-policy.md, written out: each action's refusal for to be
 * activated, active, frozen, inactive and an unknown status (null: allowed).
 */
const TABLE: Record<MemberAction, (string | null)[]> = {
  moveMoney: ['memberInactive', null, 'memberInactive', 'memberInactive', 'memberInactive'],
  bePaid: ['memberInactive', null, 'memberInactive', 'memberInactive', 'memberInactive'],
  shop: [null, null, null, 'memberInactive', null],
  payOrder: [null, null, 'memberFrozen', 'memberInactive', null],
  sponsor: [
    'sponsorUnavailable',
    null,
    'sponsorUnavailable',
    'sponsorUnavailable',
    'sponsorUnavailable',
  ],
  logIn: [null, null, 'memberFrozen', null, null],
};
const STATUSES = [toBeActivated, active, frozen, inactive, unknown];

describe('the member policy', () => {
  for (const [action, refusals] of Object.entries(TABLE) as [MemberAction, string[]][]) {
    it(`answers ${action} for every status as the table says`, () => {
      expect(STATUSES.map((status) => memberRefusal(action, status))).toEqual(refusals);
    });
  }

  it('throws the refusal as an AppError with its key, and nothing when allowed', () => {
    expect(() => assertMemberMay('payOrder', { status: active })).not.toThrow();
    let thrown: unknown;
    try {
      assertMemberMay('payOrder', { status: frozen });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).key).toBe('memberFrozen');
  });
});

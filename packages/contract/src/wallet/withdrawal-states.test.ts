import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUS } from '../common/domain.js';
import {
  canTakeStep,
  FINAL_WITHDRAWAL_STATUSES,
  PENDING_WITHDRAWAL_STATUSES,
  WITHDRAWAL_STEPS,
  withdrawalStatusName,
  type WithdrawalAction,
} from './withdrawal-states.js';
import { WITHDRAWAL_STATUS_VALUES } from './wallet-constants.js';

const actions = Object.keys(WITHDRAWAL_STEPS) as WithdrawalAction[];

describe('withdrawal state diagram', () => {
  it('nothing leaves a final status', () => {
    for (const status of FINAL_WITHDRAWAL_STATUSES) {
      expect(
        actions.filter((a) => canTakeStep(a, status)),
        String(status),
      ).toEqual([]);
    }
  });

  it('every pending status can still reach a final one, and pending and final split all statuses', () => {
    expect([...PENDING_WITHDRAWAL_STATUSES, ...FINAL_WITHDRAWAL_STATUSES].sort()).toEqual(
      [...WITHDRAWAL_STATUS_VALUES].sort(),
    );
    for (const status of PENDING_WITHDRAWAL_STATUSES) {
      const exits = actions.filter((a) => canTakeStep(a, status));
      expect(exits.length, String(status)).toBeGreaterThan(0);
    }
  });

  it('the member may cancel or update only while applied', () => {
    expect(canTakeStep('cancel', WITHDRAWAL_STATUS.applied)).toBe(true);
    expect(canTakeStep('cancel', WITHDRAWAL_STATUS.updated)).toBe(true);
    expect(canTakeStep('cancel', WITHDRAWAL_STATUS.approved)).toBe(false);
    expect(canTakeStep('update', WITHDRAWAL_STATUS.processing)).toBe(false);
  });

  it('money returns exactly on cancellation, rejection and failure; pays out only on success', () => {
    const releases = actions.filter((a) => WITHDRAWAL_STEPS[a].money === 'release');
    expect(releases.map((a) => WITHDRAWAL_STEPS[a].to).sort()).toEqual(
      [WITHDRAWAL_STATUS.rejected, WITHDRAWAL_STATUS.failure, WITHDRAWAL_STATUS.cancelled].sort(),
    );
    expect(WITHDRAWAL_STEPS.succeed.money).toBe('payout');
  });

  it('names every status', () => {
    expect(WITHDRAWAL_STATUS_VALUES.map(withdrawalStatusName)).toEqual(
      Object.keys(WITHDRAWAL_STATUS),
    );
  });
});

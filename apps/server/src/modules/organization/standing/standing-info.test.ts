import { MEMBER_STATUS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { StandingRow } from './standing.repository.js';
import { toFacts, toInfoStanding } from './standing.service.js';

const base: StandingRow = {
  id: 7,
  member_type: 'D',
  status: MEMBER_STATUS.active,
  rank_code: '30',
  highest_award: null,
  pbv: '0',
  pbv30: '2950',
  mkt30: '0',
  closed_active: null,
  left_bv: null,
  right_bv: null,
  left_count: null,
  right_count: null,
  legs_at: null,
  paid_as_cycle: null,
  paid_as_award: null,
  carry_left: null,
  carry_right: null,
};

/** Rows across the rule's branches: short of, at and over the 50 BV, not active, no window, a customer. */
const ROWS: StandingRow[] = [
  base,
  { ...base, pbv30: '0' },
  { ...base, pbv30: '5000' },
  { ...base, pbv30: '123456' },
  { ...base, status: MEMBER_STATUS.frozen },
  { ...base, status: MEMBER_STATUS.inactive, pbv30: '9000' },
  { ...base, pbv30: null, closed_active: true },
  { ...base, member_type: 'PC', rank_code: '0' },
  { ...base, rank_code: 'not-a-rank' },
];

describe('member info’s standing figures', () => {
  it.each(ROWS.map((row) => [row.status, row.pbv30, row.rank_code, row]))(
    'are the full standing’s (status %s, 30-day BV %s, rank %s)',
    (_status, _pbv30, _rank, row) => {
      const full = toFacts(row, '2026-W49', false, new Date('2026-12-07T12:00:00Z'));
      expect(toInfoStanding(row)).toEqual({
        status: full.status,
        rank: full.rank,
        mustRebuyBV4Active: full.mustRebuyBV4Active,
      });
    },
  );

  it('reads the BV still missing as the plan says', () => {
    expect(toInfoStanding(base).mustRebuyBV4Active).toBe('20.50');
    expect(toInfoStanding({ ...base, pbv30: '5000' }).mustRebuyBV4Active).toBe('0.00');
    expect(toInfoStanding({ ...base, status: MEMBER_STATUS.frozen }).mustRebuyBV4Active).toBe(
      '50.00',
    );
    expect(toInfoStanding({ ...base, pbv30: null }).mustRebuyBV4Active).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN } from '../../src/modules/bonus/index.js';
import {
  mustRebuyBv,
  nextAwardRequirements,
  NO_FACTS,
} from '../../src/modules/bonus/rank/rank-card.js';

describe('mustRebuyBV4Active = max(0, 50 − PBV of the last 30 days)', () => {
  it('12.50 BV bought → 37.5 missing; 50 or more → 0', () => {
    expect(mustRebuyBv(1_250n, DEFAULT_PLAN)).toBe(37.5);
    expect(mustRebuyBv(5_000n, DEFAULT_PLAN)).toBe(0);
    expect(mustRebuyBv(0n, DEFAULT_PLAN)).toBe(50);
  });
});

describe('the next award and its requirements by leg', () => {
  it('paid-as Rising Star (01), left 1,200 BV and 2 sponsored, right 400 BV and 1: Star (02) needs 600 BV more on the right', () => {
    const card = nextAwardRequirements(
      {
        rankCode: '10',
        active: true,
        paidAsAward: '01',
        leftBvH: 120_000n,
        rightBvH: 40_000n,
        sponsoredLeft: 2,
        sponsoredRight: 1,
      },
      DEFAULT_PLAN,
    );
    expect(card.nextAward).toBe('02');
    const req = (key: string, leg: string | null) =>
      card.requirements.find((r) => r.key === key && r.leg === leg);
    expect(req('active', null)).toMatchObject({ met: true, gap: '0' });
    expect(req('rank', null)).toMatchObject({ met: true });
    expect(req('weakLegBv', 'L')).toMatchObject({ required: '1000.00', gap: '0.00', met: true });
    expect(req('weakLegBv', 'R')).toMatchObject({ actual: '400.00', gap: '600.00', met: false });
    expect(req('sponsoredActive', 'R')).toMatchObject({ required: '1', gap: '0', met: true });
  });

  it('a newcomer: Rising Star (01) needs activity, VIP rank, 300 BV and one sponsored active per leg', () => {
    const card = nextAwardRequirements(NO_FACTS, DEFAULT_PLAN);
    expect(card.nextAward).toBe('01');
    expect(card.requirements.filter((r) => !r.met)).toHaveLength(6);
    expect(card.requirements.find((r) => r.key === 'weakLegBv')?.gap).toBe('300.00');
  });

  it('at Crown Diamond Ambassador (10) there is no next award', () => {
    expect(nextAwardRequirements({ ...NO_FACTS, paidAsAward: '10' }, DEFAULT_PLAN)).toEqual({
      nextAward: null,
      requirements: [],
    });
  });

  it('Senior Star (03) needs 2 sponsored actives per leg', () => {
    const card = nextAwardRequirements({ ...NO_FACTS, paidAsAward: '02' }, DEFAULT_PLAN);
    expect(card.requirements.find((r) => r.key === 'sponsoredActive')?.required).toBe('2');
  });
});

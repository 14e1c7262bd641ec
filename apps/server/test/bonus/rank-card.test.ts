import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN } from '../../src/modules/bonus/index.js';
import { nextAwardRequirements, NO_FACTS } from '../../src/modules/bonus/rank/rank-card.js';

const req = (card: ReturnType<typeof nextAwardRequirements>, key: string, leg: string | null) =>
  card.requirements.find((r) => r.key === key && r.leg === leg);

describe('the next award and its requirements by leg', () => {
  it('paid-as Rising Star (01), left 1,200 BV and 2 sponsored, right 400 BV and 1: Star (02) needs 600 BV more on the right', () => {
    const card = nextAwardRequirements(
      {
        rankCode: '10',
        active: true,
        paidAsAward: '01',
        pbv30H: 6_000n,
        missingH: 0n,
        leftBvH: 120_000n,
        rightBvH: 40_000n,
        sponsoredLeft: 2,
        sponsoredRight: 1,
      },
      DEFAULT_PLAN,
    );
    expect(card.nextAward).toBe('02');
    expect(req(card, 'active', null)).toMatchObject({ unit: 'bv', met: true, gap: '0.00' });
    expect(req(card, 'rank', null)).toMatchObject({ unit: 'rank', met: true, gap: '0' });
    expect(req(card, 'weakLegBv', 'L')).toMatchObject({
      unit: 'bv',
      required: '1000.00',
      gap: '0.00',
      met: true,
    });
    expect(req(card, 'weakLegBv', 'R')).toMatchObject({
      actual: '400.00',
      gap: '600.00',
      met: false,
    });
    expect(req(card, 'sponsoredActive', 'R')).toMatchObject({
      unit: 'members',
      required: '1',
      gap: '0',
      met: true,
    });
  });

  it('a newcomer: Rising Star (01) needs activity (50 BV missing), VIP rank, 300 BV and one sponsored active per leg', () => {
    const card = nextAwardRequirements(NO_FACTS, DEFAULT_PLAN);
    expect(card.nextAward).toBe('01');
    expect(card.requirements.filter((r) => !r.met)).toHaveLength(6);
    expect(req(card, 'active', null)).toMatchObject({ required: '50.00', gap: '50.00' });
    expect(card.requirements.find((r) => r.key === 'weakLegBv')?.gap).toBe('300.00');
  });

  it('the rank gap counts levels of the ladder, not a difference of codes', () => {
    // regular (0) → VIP (05) is one level, though the codes differ by 5
    expect(req(nextAwardRequirements(NO_FACTS, DEFAULT_PLAN), 'rank', null)).toMatchObject({
      required: '05',
      actual: '0',
      gap: '1',
      met: false,
    });
    // gold (20) is above VIP: met, no gap, whatever the codes' difference
    const gold = nextAwardRequirements({ ...NO_FACTS, rankCode: '20' }, DEFAULT_PLAN);
    expect(req(gold, 'rank', null)).toMatchObject({ actual: '20', gap: '0', met: true });
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

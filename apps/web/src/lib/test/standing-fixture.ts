import type { MemberStanding } from '@portal/contract';

/** A member's standing as the server's standing service answers it (demo, seeded). */
export function standingFixture(over: Partial<MemberStanding> = {}): MemberStanding {
  return {
    memberId: 311,
    cycle: '2026-W49',
    closed: false,
    at: '2026-12-06T01:37:17.000Z',
    memberType: 'D',
    status: 10,
    rank: '20',
    paidAsAward: '00',
    paidAsCycle: '2026-W48',
    highestAward: '02',
    active: true,
    pbv30: '94.00',
    mustRebuyBV4Active: '0.00',
    marketplaceBv30: '0.00',
    pbv: '0.00',
    leftBv: '313.00',
    rightBv: '106.00',
    leftCount: 86,
    rightCount: 1,
    carryLeft: '1902.00',
    carryRight: '0.00',
    sponsoredActiveLeft: 1,
    sponsoredActiveRight: 0,
    legsAt: '2026-12-06T01:25:02.000Z',
    ...over,
  };
}

import { describe, expect, it } from 'vitest';
import { buildNetwork, NetworkError, type EngineMember } from '../../src/modules/bonus/index.js';
import { member, order, paid, run } from './engine-fixtures.js';

describe('a 100,000-deep power leg', () => {
  it('computes without recursion: leg volumes, unilevel and group along the chain', () => {
    // c0 ← c1 ← … ← c99999, each sponsored by and placed left of the one before.
    // Everyone buys a 100 BV package (VIP, active); the last also 100 BV maintenance.
    // c0's left leg: 99,999 × 100 + 100 = 10,000,000 BV.
    // Unilevel on the last's 100 BV: levels 1 and 2 (VIP opens 2): 10 BV and 5 BV.
    const N = 100_000;
    const members = Array.from({ length: N }, (_, k) =>
      member(`c${k}`, k ? `c${k - 1}` : null, k ? [`c${k - 1}`, 'L'] : undefined),
    );
    const orders = members.map((m) => order(m.id, '100', 10));
    const last = `c${N - 1}`;
    const started = performance.now();
    const [c] = run(members, [...orders, order(last, '100', 30)]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(c!.facts.leftVolume[0]).toBe(1_000_000_000n);
    expect(paid(c!, 'unilevel')).toEqual({ [`c${N - 2}`]: '1000', [`c${N - 3}`]: '500' });
  });
});

describe('members in any order', () => {
  it('gives the same lines whatever order members and orders come in', () => {
    const members = [
      member('r', null),
      member('a', 'r', ['r', 'L']),
      member('b', 'r', ['r', 'R']),
      member('c', 'a', ['a', 'L']),
      member('d', 'b', ['b', 'R']),
    ];
    const orders = [
      order('r', '300', 10),
      order('a', '700', 10),
      order('b', '500', 10),
      order('c', '120', 30),
      order('d', '80', 40),
      order('c', '40', 66, 9),
    ];
    const sorted = (cycles: ReturnType<typeof run>) =>
      cycles.map((c) => c.lines.map((l) => `${l.memberId} ${l.type} ${l.amountMinor}`).sort());
    const forward = sorted(run(members, orders, 2));
    expect(sorted(run([...members].reverse(), [...orders].reverse(), 2))).toEqual(forward);
    expect(forward[0]!.length).toBeGreaterThan(3);
  });
});

describe('bad networks', () => {
  const base = (): EngineMember[] => [member('r', null), member('a', 'r', ['r', 'L'])];

  it('names the member with an unknown sponsor, a taken side or a loop', () => {
    expect(() => buildNetwork([...base(), member('x', 'zz')])).toThrow(
      new NetworkError('member x: sponsor "zz" is not a member'),
    );
    expect(() => buildNetwork([...base(), member('x', 'r', ['r', 'L'])])).toThrow(
      'member x: r already has a on side L',
    );
    expect(() => buildNetwork([...base(), member('r', null)])).toThrow('member r is listed twice');
    expect(() => buildNetwork([member('p', 'q'), member('q', 'p')])).toThrow(
      'sponsor tree has a loop through member p, q',
    );
  });
});

describe('preferred customers', () => {
  it('earn nothing, stay regular, and their orders count as volume for everyone above', () => {
    // pc (placed left of r, sponsored by r) buys a 2,400 BV package: still rank regular.
    // r (VIP) gets the sponsor bonus 480 BV; pc's volume is r's left leg
    const members = [member('r', null), member('pc', 'r', ['r', 'L'], { type: 'PC' })];
    const [c] = run(members, [
      order('r', '100', 10),
      order('pc', '2400', 10),
      order('pc', '10', 30),
    ]);
    expect(c!.facts.rank[1]).toBe(0);
    expect(c!.facts.leftVolume[0]).toBe(241_000n);
    expect(paid(c!)).toEqual({ 'r bonus': '48000', 'r unilevel': '100' });
  });
});

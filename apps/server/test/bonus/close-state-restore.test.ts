import { describe, expect, it } from 'vitest';
import {
  historyText,
  networkOf,
  stateOf,
  storedStanding,
} from '../../src/modules/bonus/close/close-input.js';
import type { MemberRow } from '../../src/modules/bonus/close/close-read.repository.js';
import { DEFAULT_PLAN } from '../../src/modules/bonus/engine/index.js';

const K = DEFAULT_PLAN.paidAsCycles;

const member = (id: number, parent: number | null, side: 'L' | 'R' | null): MemberRow => ({
  id,
  sponsor_id: parent,
  placement_id: parent,
  placement_side: side,
  member_type: 'D',
  status: 10,
  rank_code: id === 1 ? '20' : '0',
  highest_award: id === 1 ? '03' : null,
});

// 1 at the top, 7 and 3 below it, 12 below 7; in id order, as the close reads them
const ROWS = [member(1, null, null), member(3, 1, 'R'), member(7, 1, 'L'), member(12, 7, 'L')];

/** A state row as the last close stored it (`findMemberStates`). */
const stored = (memberId: number, qualified: string, paidAs: string, carry: bigint) => ({
  member_id: memberId,
  rank_code: '10',
  highest_award: '02',
  cumulative_package_bv: 50_000n,
  carry_left: carry,
  carry_right: carry + 1n,
  qualified_history: qualified,
  paid_as_history: paidAs,
});

const LAST = { cycle: '2026-W46', cycles_done: 3 };

describe("the state a close starts from: the last close's rows", () => {
  it('puts every stored state on its member, histories slot by slot (two-digit awards too)', () => {
    const net = networkOf(ROWS);
    // member 3 joined after the last close: no state row; the rest by member id, as stored
    const states = [stored(1, '10,0,3,1', '2,10,0,0', 700n), stored(7, '0,0,0,4', '1,1,1,1', 5n)];
    states.push(stored(12, '5,6,7,8', '9,0,1,2', 0n));
    const state = stateOf(net, DEFAULT_PLAN, LAST, ROWS, states);
    const at = (id: number) => net.indexOf.get(String(id))!;
    expect(historyText(state.qualifiedHistory, at(1), K)).toBe('10,0,3,1');
    expect(historyText(state.paidAsHistory, at(1), K)).toBe('2,10,0,0');
    expect(historyText(state.qualifiedHistory, at(7), K)).toBe('0,0,0,4');
    expect(historyText(state.paidAsHistory, at(12), K)).toBe('9,0,1,2');
    expect(historyText(state.qualifiedHistory, at(3), K)).toBe('0,0,0,0');
    expect(state.carryLeft[at(1)]).toBe(700n);
    expect(state.carryRight[at(7)]).toBe(6n);
    expect(state.carryLeft[at(3)]).toBe(0n);
    expect(state.cumulativePackageBv[at(12)]).toBe(50_000n);
    expect(state.rank[at(3)]).toBe(0);
    expect(state.rank[at(7)]).toBeGreaterThan(0);
    expect(state.cyclesDone).toBe(3);
  });

  it('finds each state by id when the rows or the states are not in id order', () => {
    const rows = [ROWS[0]!, ROWS[3]!, ROWS[2]!, ROWS[1]!];
    const net = networkOf(rows);
    const states = [stored(12, '1,2,3,4', '0,0,0,1', 12n), stored(1, '4,3,2,1', '0,0,0,0', 1n)];
    states.push(stored(3, '0,1,0,1', '1,0,1,0', 3n));
    const state = stateOf(net, DEFAULT_PLAN, LAST, rows, states);
    for (const s of states) {
      const i = net.indexOf.get(String(s.member_id))!;
      expect(state.carryLeft[i]).toBe(s.carry_left);
      expect(historyText(state.qualifiedHistory, i, K)).toBe(s.qualified_history);
      expect(historyText(state.paidAsHistory, i, K)).toBe(s.paid_as_history);
    }
    expect(state.carryLeft[net.indexOf.get('7')!]).toBe(0n);
  });

  it("starts a company's first close from the member rows' ranks and awards, by position", () => {
    const net = networkOf(ROWS);
    const state = stateOf(net, DEFAULT_PLAN, undefined, ROWS, []);
    const stand = storedStanding(net, ROWS);
    const top = net.indexOf.get('1')!;
    expect(state.rank[top]).toBeGreaterThan(0);
    expect(state.highestAward[top]).toBe(stand.award[top]);
    expect(state.rank[net.indexOf.get('12')!]).toBe(0);
    expect(stand.rank[net.indexOf.get('3')!]).toBe(0);
    expect(stand.status[net.indexOf.get('7')!]).toBe(10);
  });
});

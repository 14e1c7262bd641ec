import { describe, expect, it } from 'vitest';
import {
  awardNameKey,
  genderLabelKey,
  isBlockedStatus,
  isPreferredCustomer,
  isRankAtLeast,
  rankLevel,
  rankNameKey,
} from './member-rules.js';

describe('member rules', () => {
  it.each([
    ['PC', true],
    ['D', false],
    ['pc', false],
    ['', false],
  ])('isPreferredCustomer(%s) → %s', (type, expected) => {
    expect(isPreferredCustomer(type)).toBe(expected);
  });

  it.each([
    [0, false],
    [10, false],
    [20, true],
    [30, true],
  ])('isBlockedStatus(%s) → %s', (status, expected) => {
    expect(isBlockedStatus(status)).toBe(expected);
  });

  it('orders the ranks of the plan', () => {
    expect(rankLevel('0')).toBe(0);
    expect(rankLevel('40')).toBe(5);
    expect(isRankAtLeast('20', '05')).toBe(true);
    expect(isRankAtLeast('20', '20')).toBe(true);
    expect(isRankAtLeast('05', '10')).toBe(false);
    expect(isRankAtLeast('0', '05')).toBe(false);
  });

  it('names translation keys of codes', () => {
    expect(genderLabelKey(1)).toBe('member.gender.male');
    expect(genderLabelKey(0)).toBe('member.gender.female');
    expect(genderLabelKey(-1)).toBe('member.gender.unknown');
    expect(rankNameKey('05')).toBe('member.rank.05');
    expect(awardNameKey('10')).toBe('member.award.10');
  });
});

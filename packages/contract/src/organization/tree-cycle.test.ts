import { describe, expect, it } from 'vitest';
import { cycleBefore, cycleOf, cycleStart } from './tree-cycle.js';

describe('cycles (ISO weeks in UTC+8)', () => {
  it('names the week of an instant in UTC+8', () => {
    // Monday 2026-11-23 00:00 UTC+8 is Sunday 16:00 UTC
    expect(cycleOf(new Date('2026-11-22T16:00:00Z'))).toBe('2026-W48');
    expect(cycleOf(new Date('2026-11-22T15:59:59Z'))).toBe('2026-W47');
  });

  it('uses the ISO week-year at the turn of a year', () => {
    expect(cycleOf(new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53');
    expect(cycleOf(new Date('2025-12-29T04:00:00Z'))).toBe('2026-W01');
  });

  it('starts a cycle on Monday 00:00 UTC+8 and steps back a week', () => {
    expect(cycleStart('2026-W48').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(cycleBefore('2026-W01')).toBe('2025-W52');
    expect(cycleBefore('2026-W48', -1)).toBe('2026-W49');
  });
});

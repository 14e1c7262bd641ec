import { describe, expect, it } from 'vitest';
import { missingToStayActive, tilePlan } from './tile-plan';

/** Places used by the tiles before each one, on a grid of `columns`. */
function holes(autoship: boolean, columns: number): number {
  let used = 0;
  let lost = 0;
  for (const t of tilePlan(autoship)) {
    const span = t.wide ? Math.min(2, columns) : 1;
    const left = columns - (used % columns);
    // a wide tile that does not fit the rest of a row leaves a hole and goes to the next
    if (span > left) {
      lost += left;
      used += left;
    }
    used += span;
  }
  return lost + ((columns - (used % columns)) % columns);
}

describe('the tiles plan', () => {
  it.each([true, false])('fills every row on 4, 2 and 1 columns (autoship %s)', (autoship) => {
    expect(holes(autoship, 4)).toBe(0);
    expect(holes(autoship, 2)).toBe(0);
    expect(holes(autoship, 1)).toBe(0);
  });

  it('shows the autoship only where there is one (the main platform)', () => {
    expect(tilePlan(true).map((t) => t.key)).toContain('autoship');
    expect(tilePlan(false).map((t) => t.key)).not.toContain('autoship');
  });
});

describe('what is missing to stay active', () => {
  it('is the BV still needed, or nothing', () => {
    expect(missingToStayActive({ mustRebuyBV4Active: '50.00' })).toBe('50.00');
    expect(missingToStayActive({ mustRebuyBV4Active: '0.50' })).toBe('0.50');
    expect(missingToStayActive({ mustRebuyBV4Active: '0.00' })).toBeNull();
    expect(missingToStayActive({ mustRebuyBV4Active: '0' })).toBeNull();
    // a closed cycle keeps only whether the member was active
    expect(missingToStayActive({ mustRebuyBV4Active: null })).toBeNull();
  });
});

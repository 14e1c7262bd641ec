import { describe, expect, it } from 'vitest';
import {
  basisPoints,
  figuresOf,
  meanOf,
  nearestRank,
  statementFigures,
} from './disclosure-statistics.js';

const b = (...values: number[]) => values.map(BigInt);

describe('nearest-rank percentiles', () => {
  it('takes the ceil(p × n / 100)-th value of the sorted values', () => {
    const ten = b(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    expect(nearestRank(ten, 10)).toBe(1n);
    expect(nearestRank(ten, 50)).toBe(5n);
    expect(nearestRank(ten, 90)).toBe(9n);
    expect(nearestRank(ten, 100)).toBe(10n);
    // 11 values: rank ceil(1.1) = 2, ceil(5.5) = 6, ceil(9.9) = 10
    const eleven = b(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100);
    expect([nearestRank(eleven, 10), nearestRank(eleven, 50), nearestRank(eleven, 90)]).toEqual(
      b(10, 50, 90),
    );
  });

  it('gives the one value of a single participant for every percentile, and null for nobody', () => {
    expect([nearestRank(b(7), 10), nearestRank(b(7), 50), nearestRank(b(7), 90)]).toEqual(
      b(7, 7, 7),
    );
    expect(nearestRank([], 50)).toBeNull();
  });

  it('takes the lower middle value as the median of an even count', () => {
    expect(nearestRank(b(1, 2, 3, 4), 50)).toBe(2n);
  });
});

describe('figures of a group', () => {
  it('counts ties and those who earned nothing, and rounds the mean half up', () => {
    const f = figuresOf(b(0, 0, 0, 5, 5, 100), 12);
    expect(f).toEqual({
      participants: 6,
      shareBp: 5000,
      // 110 / 6 = 18.33…
      mean: '18',
      median: '0',
      p10: '0',
      p90: '100',
      max: '100',
      total: '110',
      earnedNothing: 3,
      earnedNothingBp: 5000,
    });
    expect(meanOf(b(1, 2), 3n)).toBe(2n);
  });

  it('is empty with no participants: no mean, no percentiles, zero shares', () => {
    expect(figuresOf([], 10)).toEqual({
      participants: 0,
      shareBp: 0,
      mean: null,
      median: null,
      p10: null,
      p90: null,
      max: null,
      total: '0',
      earnedNothing: 0,
      earnedNothingBp: 0,
    });
  });

  it('rounds shares to hundredths of a percent, half up', () => {
    expect(basisPoints(1, 3)).toBe(3333);
    expect(basisPoints(2, 3)).toBe(6667);
    expect(basisPoints(1, 8)).toBe(1250);
    expect(basisPoints(0, 0)).toBe(0);
  });
});

describe('a statement', () => {
  it('lists every group in order, empty ones too, and everyone together', () => {
    const s = statementFigures([
      { group: '00', earned: 0n },
      { group: '00', earned: 10n },
      { group: '03', earned: 500n },
      { group: '00', earned: 0n },
    ]);
    expect(s.groups.map((g) => g.group)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    expect(s.groups[0]).toMatchObject({ participants: 3, shareBp: 7500, earnedNothing: 2 });
    expect(s.groups[1]).toMatchObject({ participants: 0, median: null });
    expect(s.groups[3]).toMatchObject({ participants: 1, median: '500', shareBp: 2500 });
    expect(s.overall).toMatchObject({ participants: 4, total: '510', max: '500', shareBp: 10000 });
  });
});

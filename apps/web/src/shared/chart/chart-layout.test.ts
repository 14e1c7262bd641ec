import { describe, expect, it } from 'vitest';
import { chartLayout, tickDecimals, type ChartLayoutInput } from './chart-layout';

const cycles = Array.from({ length: 12 }, (_, i) => `2026-W${38 + i}`);
const input = (over: Partial<ChartLayoutInput> = {}): ChartLayoutInput => ({
  width: 600,
  categories: cycles,
  seriesCount: 1,
  max: 120.5,
  valueChars: 7,
  categoryChars: 3,
  tickText: (value) => `$${value}`,
  ...over,
});

describe('tick decimals', () => {
  it('are the digits the step needs', () => {
    expect(tickDecimals(500)).toBe(0);
    expect(tickDecimals(20)).toBe(0);
    expect(tickDecimals(0.5)).toBe(1);
    expect(tickDecimals(0.25)).toBe(2);
    expect(tickDecimals(0.2)).toBe(1);
  });
});

describe('the chart layout', () => {
  it('round ticks from 0 to a value above the tallest bar, with their unit', () => {
    const layout = chartLayout(input());
    expect(layout.ticks.map((t) => t.text)).toEqual(['$0', '$50', '$100', '$150']);
    // the y axis grows upwards: 0 at the bottom of the drawing, the top tick above the tallest bar
    expect(layout.ticks[0]!.y).toBe(layout.height - layout.margin.bottom);
    expect(layout.y(120.5)).toBeGreaterThan(layout.ticks.at(-1)!.y);
  });

  it('fits every bar inside the width, after the axis labels', () => {
    const layout = chartLayout(input());
    const first = layout.x(cycles[0]!)!;
    const last = layout.x(cycles.at(-1)!)! + layout.x.bandwidth();
    expect(first).toBeGreaterThanOrEqual(layout.margin.left);
    expect(last).toBeLessThanOrEqual(600 - layout.margin.right);
  });

  it('turns the values upwards when the bars are too narrow for them (a 320 px phone)', () => {
    const wide = chartLayout(input({ width: 900 }));
    expect(wide.verticalValues).toBe(false);
    const narrow = chartLayout(input({ width: 260 }));
    expect(narrow.verticalValues).toBe(true);
    // with room above the tallest bar for its value read upwards
    expect(narrow.margin.top).toBeGreaterThan(wide.margin.top);
  });

  it('splits a band between two series (left and right leg)', () => {
    const layout = chartLayout(input({ seriesCount: 2 }));
    expect(layout.series.bandwidth() * 2).toBeLessThan(layout.x.bandwidth());
    expect(layout.series(1)).toBeGreaterThan(layout.series(0)!);
  });

  it('an all-zero chart still has an axis', () => {
    const layout = chartLayout(input({ max: 0, tickText: (v) => v }));
    expect(layout.ticks.length).toBeGreaterThan(1);
    expect(layout.ticks[0]!.text).toBe('0.0');
  });
});

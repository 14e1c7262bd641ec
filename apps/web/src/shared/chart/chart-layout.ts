import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';
import { CHART_HEIGHT } from './chart-size';

export { CHART_HEIGHT, FALLBACK_WIDTH } from './chart-size';
/** A label character at the charts' 11 px, about: enough to tell whether a label fits. */
const CHAR_PX = 6.6;
const TICK_COUNT = 4;

export interface ChartLayoutInput {
  width: number;
  height?: number;
  categories: readonly string[];
  seriesCount: number;
  /** the largest value drawn (values are never negative: bonus paid, BV) */
  max: number;
  /** characters of the longest value label and category label */
  valueChars: number;
  categoryChars: number;
  /** a tick's text with its unit, the value written with `decimals` fraction digits */
  tickText: (value: string, decimals: number) => string;
}

export interface ChartTick {
  value: number;
  text: string;
  y: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  x: ScaleBand<string>;
  /** a category's band split among the series */
  series: ScaleBand<number>;
  y: ScaleLinear<number, number>;
  ticks: ChartTick[];
  /** the bars are too narrow for their values across: the values read upwards */
  verticalValues: boolean;
  /** the bands are too narrow for the category labels across: they read upwards */
  verticalCategories: boolean;
}

/** Fraction digits a tick step needs: 0 for 500, 1 for 0.5, 2 for 0.25. */
export function tickDecimals(step: number): number {
  for (let d = 0; d < 6; d += 1) {
    const scaled = step * 10 ** d;
    if (Math.abs(Math.round(scaled) - scaled) < 1e-9) return d;
  }
  return 6;
}

/**
 * Scales, ticks and margins of a bar chart of `width` px: a y axis from 0 to a round value
 * above the largest bar (d3's nice ticks), bands for the categories, and room for the labels.
 * Labels that would overlap across are turned upwards, with the margin they then need.
 */
export function chartLayout(input: ChartLayoutInput): ChartLayout {
  const height = input.height ?? CHART_HEIGHT;
  const y = scaleLinear()
    .domain([0, input.max > 0 ? input.max : 1])
    .nice(TICK_COUNT);
  const values = y.ticks(TICK_COUNT);
  const step = values.length > 1 ? values[1]! - values[0]! : 1;
  const decimals = tickDecimals(step);
  const texts = values.map((v) => input.tickText(v.toFixed(decimals), decimals));
  const left = Math.ceil(Math.max(...texts.map((s) => s.length)) * CHAR_PX) + 10;
  const right = 8;
  const x = scaleBand<string>()
    .domain(input.categories)
    .range([left, Math.max(left + 1, input.width - right)])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const series = scaleBand<number>()
    .domain(Array.from({ length: input.seriesCount }, (_, i) => i))
    .range([0, x.bandwidth()])
    .paddingInner(input.seriesCount > 1 ? 0.1 : 0);
  const verticalValues = series.bandwidth() < input.valueChars * CHAR_PX + 2;
  const verticalCategories = x.bandwidth() < input.categoryChars * CHAR_PX + 2;
  const top = verticalValues ? Math.ceil(input.valueChars * CHAR_PX) + 8 : 18;
  const bottom = verticalCategories ? Math.ceil(input.categoryChars * CHAR_PX) + 10 : 22;
  y.range([height - bottom, top]);
  return {
    width: input.width,
    height,
    margin: { top, right, bottom, left },
    x,
    series,
    y,
    ticks: values.map((value, i) => ({ value, text: texts[i]!, y: y(value) })),
    verticalValues,
    verticalCategories,
  };
}

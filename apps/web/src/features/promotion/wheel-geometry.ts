/** One segment of the wheel, in degrees clockwise from the top. */
export interface Segment {
  start: number;
  end: number;
  mid: number;
}

/**
 * Segments sized by the slots' weights, so the wheel shows the real chance of each prize
 * (the same weights the server draws with).
 */
export function segmentsOf(weights: readonly number[]): Segment[] {
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  let at = 0;
  return weights.map((w) => {
    const start = at;
    at += (w / total) * 360;
    return { start, end: at, mid: (start + at) / 2 };
  });
}

/** A point on a circle of radius r around (c, c), at `deg` clockwise from the top. */
export function pointAt(c: number, r: number, deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [c + r * Math.cos(rad), c + r * Math.sin(rad)];
}

/** The SVG path of a pie slice from `start` to `end` degrees (a full circle for one slot). */
export function slicePath(c: number, r: number, start: number, end: number): string {
  if (end - start >= 359.999) {
    return `M ${c} ${c - r} A ${r} ${r} 0 1 1 ${c - 0.01} ${c - r} Z`;
  }
  const [x1, y1] = pointAt(c, r, start);
  const [x2, y2] = pointAt(c, r, end);
  const large = end - start > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(2);
  return `M ${c} ${c} L ${f(x1)} ${f(y1)} A ${r} ${r} 0 ${large} 1 ${f(x2)} ${f(y2)} Z`;
}

/**
 * The wheel's next rotation: from where it stands, a few whole turns forward, then on to the
 * angle that brings the middle of the won segment under the pointer at the top.
 */
export function landingRotation(current: number, mid: number, turns = 5): number {
  const wanted = (((-mid - current) % 360) + 360) % 360;
  return current + turns * 360 + wanted;
}

/** Colours of the segments, dark enough for white text (contrast at least 4.5:1). */
export const SEGMENT_COLOURS = [
  '#052872',
  '#3f6b00',
  '#8a2be2',
  '#b3261e',
  '#00606b',
  '#7a4a00',
  '#1f4fb3',
  '#6b2c59',
];

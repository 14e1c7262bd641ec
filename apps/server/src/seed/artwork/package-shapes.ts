/**
 * Package outlines on a 300 × 300 canvas: the body in the product's colour, the darker parts
 * (caps, lids, sides) in its shade, and where the white label goes.
 */
export type PackageShape = 'bottle' | 'jar' | 'tube' | 'box' | 'sachet' | 'bar' | 'gift' | 'screen';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Drawn {
  svg: string;
  label: Box;
}

type Draw = (body: string, dark: string) => Drawn;

/** A serrated edge from x1 to x2 at height y, teeth `dy` deep, as polygon points. */
const zigzag = (x1: number, x2: number, y: number, dy: number) => {
  const points: string[] = [];
  for (let x = x1; x < x2; x += 10) points.push(`${x},${y}`, `${x + 5},${y + dy}`);
  points.push(`${x2},${y}`);
  return points;
};

const SHAPES: Record<PackageShape, Draw> = {
  bottle: (b, d) => ({
    svg:
      `<rect x="118" y="36" width="64" height="36" rx="6" fill="${d}"/>` +
      `<rect x="130" y="70" width="40" height="18" fill="${b}"/>` +
      `<rect x="84" y="86" width="132" height="184" rx="24" fill="${b}"/>`,
    label: { x: 96, y: 118, w: 108, h: 124 },
  }),
  jar: (b, d) => ({
    svg:
      `<rect x="66" y="78" width="168" height="34" rx="8" fill="${d}"/>` +
      `<rect x="58" y="108" width="184" height="160" rx="30" fill="${b}"/>`,
    label: { x: 76, y: 128, w: 148, h: 118 },
  }),
  tube: (b, d) => ({
    svg:
      `<rect x="76" y="34" width="148" height="22" rx="3" fill="${d}"/>` +
      `<path d="M80 56H220L198 232H102Z" fill="${b}"/>` +
      `<rect x="114" y="230" width="72" height="40" rx="6" fill="${d}"/>`,
    label: { x: 98, y: 72, w: 104, h: 140 },
  }),
  box: (b, d) => ({
    svg:
      `<path d="M70 78L100 52H242L212 78Z" fill="${d}"/>` +
      `<path d="M212 78L242 52V242L212 268Z" fill="${d}"/>` +
      `<rect x="70" y="78" width="142" height="190" fill="${b}"/>`,
    label: { x: 82, y: 104, w: 118, h: 138 },
  }),
  sachet: (b, d) => ({
    svg:
      `<polygon points="${[...zigzag(74, 226, 44, -8), ...zigzag(74, 226, 262, 8).reverse()].join(' ')}" fill="${b}"/>` +
      `<rect x="74" y="58" width="152" height="10" fill="${d}"/>`,
    label: { x: 88, y: 90, w: 124, h: 150 },
  }),
  bar: (b, d) => ({
    svg:
      `<rect x="24" y="100" width="252" height="110" rx="10" fill="${b}"/>` +
      `<rect x="24" y="100" width="24" height="110" fill="${d}"/><rect x="252" y="100" width="24" height="110" fill="${d}"/>`,
    label: { x: 60, y: 112, w: 180, h: 86 },
  }),
  gift: (b, d) => ({
    svg:
      `<rect x="60" y="118" width="180" height="150" rx="6" fill="${b}"/>` +
      `<rect x="50" y="92" width="200" height="34" rx="6" fill="${d}"/>` +
      `<rect x="140" y="92" width="20" height="176" fill="${d}"/>` +
      `<path d="M150 92C120 50 90 60 108 88M150 92c30-42 60-32 42-4" stroke="${d}" stroke-width="12" fill="none"/>`,
    label: { x: 76, y: 144, w: 148, h: 104 },
  }),
  screen: (b, d) => ({
    svg:
      `<rect x="46" y="56" width="208" height="188" rx="18" fill="${d}"/>` +
      `<rect x="62" y="72" width="176" height="156" rx="6" fill="${b}"/>`,
    label: { x: 80, y: 90, w: 140, h: 120 },
  }),
};

export function drawPackage(shape: PackageShape, body: string, dark: string): Drawn {
  return SHAPES[shape](body, dark);
}

/**
 * Simple pictograms drawn in a 100 × 100 box in one colour `c` (and `k`, the colour of what is
 * cut out of them): one per product category and one per carousel campaign.
 */
type Draw = (c: string, k: string) => string;

const PICTOGRAMS: Record<string, Draw> = {
  // a capsule: supplements
  health: (c, k) =>
    `<g transform="rotate(-40 50 50)"><rect x="14" y="34" width="72" height="32" rx="16" fill="${c}"/>` +
    `<rect x="50" y="34" width="36" height="32" rx="16" fill="${k}" stroke="${c}" stroke-width="5"/></g>`,
  // a drop: skin care
  beauty: (c, k) =>
    `<path d="M50 8C36 32 22 48 22 64a28 28 0 0 0 56 0C78 48 64 32 50 8z" fill="${c}"/>` +
    `<path d="M36 64a14 14 0 0 0 10 14" stroke="${k}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  // bubbles: personal care
  personal: (c) =>
    `<circle cx="38" cy="58" r="26" fill="none" stroke="${c}" stroke-width="7"/>` +
    `<circle cx="72" cy="30" r="14" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<circle cx="78" cy="70" r="8" fill="${c}"/>`,
  // a house: home care
  home: (c, k) =>
    `<path d="M50 10L8 46h12v44h60V46h12z" fill="${c}"/><rect x="40" y="60" width="20" height="30" fill="${k}"/>`,
  // a cup: food and drink
  food: (c) =>
    `<path d="M16 34h56v26a28 28 0 0 1-56 0z" fill="${c}"/>` +
    `<path d="M72 40h6a12 12 0 0 1 0 24h-8" stroke="${c}" stroke-width="7" fill="none"/>` +
    `<path d="M34 10c-6 8 6 12 0 20M50 10c-6 8 6 12 0 20" stroke="${c}" stroke-width="5" fill="none"/>`,
  // a tape measure round a waist: weight management
  weight: (c, k) =>
    `<ellipse cx="50" cy="50" rx="40" ry="22" fill="${c}"/><ellipse cx="50" cy="50" rx="24" ry="10" fill="${k}"/>` +
    `<path d="M18 44v12M30 38v10M42 34v9M58 34v9M70 38v10M82 44v12" stroke="${k}" stroke-width="4"/>`,
  // a star: packs and new things
  packs: (c) => `<path d="M50 6l13 28 30 4-22 21 6 30-27-15-27 15 6-30L7 38l30-4z" fill="${c}"/>`,
  // a screen with a play sign: e-products
  digital: (c, k) =>
    `<rect x="8" y="16" width="84" height="58" rx="6" fill="${c}"/><path d="M42 32v26l22-13z" fill="${k}"/>` +
    `<rect x="34" y="80" width="32" height="6" rx="3" fill="${c}"/>`,
  // a raised hand: welcome
  welcome: (c) =>
    `<path d="M30 92c-12-10-18-24-18-36V34a6 6 0 0 1 12 0v16h4V16a6 6 0 0 1 12 0v30h4V10a6 6 0 0 1 12 0v36h4V16a6 6 0 0 1 12 0v40h4V34a6 6 0 0 1 12 0v22c0 18-12 36-34 36z" fill="${c}"/>`,
  // a gift with a bow: new products
  newProducts: (c, k) =>
    `<rect x="12" y="40" width="76" height="52" rx="4" fill="${c}"/><rect x="8" y="30" width="84" height="16" rx="3" fill="${c}"/>` +
    `<rect x="44" y="30" width="12" height="62" fill="${k}"/>` +
    `<path d="M50 30C40 10 22 14 30 28M50 30c10-20 28-16 20-2" stroke="${c}" stroke-width="6" fill="none"/>`,
  // a van and a turning arrow: autoship, delivered again and again
  autoship: (c, k) =>
    `<path d="M6 34h52v34H6zM58 44h20l14 14v10H58z" fill="${c}"/>` +
    `<circle cx="24" cy="72" r="9" fill="${c}" stroke="${k}" stroke-width="4"/><circle cx="76" cy="72" r="9" fill="${c}" stroke="${k}" stroke-width="4"/>` +
    `<path d="M20 20a22 22 0 0 1 30-6" stroke="${c}" stroke-width="5" fill="none"/><path d="M50 6l4 12-12 2z" fill="${c}"/>`,
  // a shop front with an awning: the marketplace
  marketplace: (c, k) =>
    `<path d="M10 14h80l6 24H4z" fill="${c}"/><rect x="10" y="44" width="80" height="46" fill="${c}"/>` +
    `<rect x="22" y="56" width="22" height="34" fill="${k}"/><rect x="54" y="56" width="26" height="18" fill="${k}"/>`,
  // a globe: the world plan
  worldPlan: (c) =>
    `<circle cx="50" cy="50" r="40" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<ellipse cx="50" cy="50" rx="16" ry="40" fill="none" stroke="${c}" stroke-width="5"/>` +
    `<path d="M10 50h80M18 28h64M18 72h64" stroke="${c}" stroke-width="5"/>`,
  // three joined dots: share and earn
  shareAndEarn: (c) =>
    `<path d="M28 50L72 24M28 50l44 26" stroke="${c}" stroke-width="7"/>` +
    `<circle cx="26" cy="50" r="14" fill="${c}"/><circle cx="74" cy="22" r="14" fill="${c}"/><circle cx="74" cy="78" r="14" fill="${c}"/>`,
};

/** The pictogram `key` scaled to `size` at (x, y); a star for an unknown key. */
export function pictogram(key: string, x: number, y: number, size: number, c: string, k: string) {
  const draw = PICTOGRAMS[key] ?? PICTOGRAMS.packs!;
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${draw(c, k)}</g>`;
}

export const PICTOGRAM_KEYS = Object.keys(PICTOGRAMS);

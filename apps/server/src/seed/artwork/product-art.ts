import { escapeXml, paletteOf, textLines, wrapWords } from './art-kit.js';
import { drawPackage, type Box, type PackageShape } from './package-shapes.js';
import { pictogram } from './pictograms.js';

/** The package of each category, as its products come in a real shop. */
export const PACKAGE_OF_CATEGORY: Record<string, PackageShape> = {
  health: 'bottle',
  beauty: 'jar',
  personal: 'tube',
  home: 'box',
  food: 'sachet',
  weight: 'bar',
  packs: 'gift',
  digital: 'screen',
};

/** A few products whose own package differs from their category's. */
const PACKAGE_OF_PRODUCT: Record<string, PackageShape> = { BAR: 'bar', SERUM: 'bottle' };

export const packageOf = (code: string, category: string): PackageShape =>
  PACKAGE_OF_PRODUCT[code] ?? PACKAGE_OF_CATEGORY[category] ?? 'box';

const SIZE = 300;
const open = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(label)}">`;

/** The white label: the category's pictogram, the product's short name and its code. */
function labelOf(
  box: Box,
  name: string,
  code: string,
  category: string,
  ink: string,
  body: string,
) {
  const wide = box.w / box.h > 1.6;
  const icon = Math.min(34, box.h * 0.34);
  const textBox = wide
    ? { x: box.x + icon + 14, w: box.w - icon - 20, top: box.y + 12 }
    : { x: box.x, w: box.w, top: box.y + icon + 12 };
  const base = textBox.w >= 116 ? 17 : 15;
  // as many lines as fit above the code line; a long word shrinks the type rather than overflow
  const room = box.y + box.h - 23 - textBox.top - base;
  const most = Math.max(1, Math.min(3, 1 + Math.floor(room / (base * 1.15))));
  const lines = wrapWords(name, Math.floor((textBox.w - 8) / (base * 0.62)), most);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(base, Math.floor((textBox.w - 8) / (longest * 0.62)));
  const cx = textBox.x + textBox.w / 2;
  const iconAt = wide
    ? { x: box.x + 8, y: box.y + (box.h - icon) / 2 }
    : { x: box.x + (box.w - icon) / 2, y: box.y + 8 };
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="#fff"/>` +
    pictogram(category, iconAt.x, iconAt.y, icon, body, '#fff') +
    textLines(lines, cx, textBox.top + size, size, ink) +
    textLines([code], cx, box.y + box.h - 9, 11, ink, 400)
  );
}

/**
 * A product's picture: its category's package in a colour of its own (from its code), its
 * name on the label and the category's pictogram. Two products never look alike by accident.
 */
export function productArt(p: { code: string; category: string; name: string }): string {
  const { body, dark, ground } = paletteOf(p.code);
  const pack = drawPackage(packageOf(p.code, p.category), body, dark);
  return (
    open(p.name) +
    `<rect width="${SIZE}" height="${SIZE}" fill="${ground}"/>` +
    `<ellipse cx="150" cy="274" rx="110" ry="10" fill="${dark}" opacity=".15"/>` +
    pack.svg +
    labelOf(pack.label, p.name, p.code, p.category, dark, body) +
    '</svg>\n'
  );
}

/** A category's picture (a product's second picture): its pictogram large, and its name. */
export function categoryArt(c: { code: string; name: string }): string {
  const { body, dark, ground } = paletteOf(c.code);
  return (
    open(c.name) +
    `<rect width="${SIZE}" height="${SIZE}" fill="${ground}"/>` +
    `<circle cx="150" cy="124" r="86" fill="${body}"/>` +
    pictogram(c.code, 98, 72, 104, '#fff', body) +
    textLines(wrapWords(c.name, 20, 2), 150, 246, 22, dark) +
    '</svg>\n'
  );
}

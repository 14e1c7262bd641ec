import { createHash } from 'node:crypto';

const GRID = 5;
const CELL = 16;
const SIZE = 120;
const MARGIN = (SIZE - GRID * CELL) / 2;

/**
 * A generated avatar: a mirrored 5×5 pattern in a colour, both derived from the seed. It
 * carries nothing about the member, so it can be public and cached forever.
 */
export function renderAvatarSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = ((bytes[0] ?? 0) * 256 + (bytes[1] ?? 0)) % 360;
  const cells: string[] = [];
  const half = Math.ceil(GRID / 2);
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < half; col++) {
      const on = ((bytes[2 + row * half + col] ?? 0) & 1) === 1;
      if (!on) continue;
      for (const x of new Set([col, GRID - 1 - col])) {
        cells.push(
          `<rect x="${MARGIN + x * CELL}" y="${MARGIN + row * CELL}" width="${CELL}" height="${CELL}"/>`,
        );
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue},45%,92%)"/>`,
    `<g fill="hsl(${hue},55%,42%)">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}

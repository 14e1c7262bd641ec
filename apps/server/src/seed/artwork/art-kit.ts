/** Small helpers of the generated artwork: a stable hash, colours and safe SVG text. */

/** FNV-1a over the text: the same code always gives the same number, on every machine. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** HSL (degrees, percent, percent) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A product's palette from its code: a strong body colour, a darker shade and a pale ground. */
export function paletteOf(code: string): { body: string; dark: string; ground: string } {
  const hue = hashOf(code) % 360;
  const sat = 55 + (hashOf(`${code}:s`) % 20);
  return { body: hsl(hue, sat, 40), dark: hsl(hue, sat, 26), ground: hsl(hue, 60, 94) };
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into at most `lines` lines of about `width` characters; the rest is cut with "…". */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** Centred lines of text, one <text> each, from a first baseline `y`. */
export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  weight = 700,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-family="Helvetica, Arial, sans-serif" ` +
        `font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">` +
        `${escapeXml(line)}</text>`,
    )
    .join('');
}

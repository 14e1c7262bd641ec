import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND, TYPE_SCALE, themeFor } from './theme';

const CSS = readFileSync(path.join(import.meta.dirname, 'visual-system.css'), 'utf8');

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A custom property's value in the first rule of visual-system.css that starts with `selector`. */
function cssVar(selector: string, name: string): string | undefined {
  const start = CSS.indexOf(`${selector}`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
}

const WHITE = '#ffffff';
const BODY_TEXT = '#1f1f1f';

describe('the type scale', () => {
  it('runs page title > section heading > card title > body > small', () => {
    const sizes = Object.values(TYPE_SCALE);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('is the same in antd (Typography, dialogs, cards) and in the CSS variables', () => {
    const typography = themeFor('bzz').components?.Typography;
    expect(typography?.fontSizeHeading1).toBe(TYPE_SCALE.pageTitle);
    expect(typography?.fontSizeHeading2).toBe(TYPE_SCALE.sectionTitle);
    expect(typography?.fontSizeHeading3).toBe(TYPE_SCALE.cardTitle);
    expect(themeFor('wpm').components?.Modal?.titleFontSize).toBe(TYPE_SCALE.cardTitle);
    expect(cssVar(':root', '--font-page-title')).toBe(`${TYPE_SCALE.pageTitle}px`);
    expect(cssVar(':root', '--font-section-title')).toBe(`${TYPE_SCALE.sectionTitle}px`);
    expect(cssVar(':root', '--font-card-title')).toBe(`${TYPE_SCALE.cardTitle}px`);
    expect(cssVar(':root', '--font-body')).toBe(`${TYPE_SCALE.body}px`);
  });
});

describe('the brand colours', () => {
  it.each(['bzz', 'wpm'] as const)('%s: the CSS variables are the theme tokens', (platform) => {
    const selector = platform === 'bzz' ? ':root {' : ":root[data-platform='wpm']";
    const palette = BRAND[platform];
    expect(cssVar(selector, '--brand')).toBe(palette.strong);
    expect(cssVar(selector, '--brand-hover')).toBe(palette.hover);
    expect(cssVar(selector, '--brand-tint')).toBe(palette.tint);
    expect(cssVar(selector, '--brand-tint-border')).toBe(palette.tintBorder);
    const token = themeFor(platform).token;
    expect(token?.colorPrimary).toBe(palette.strong);
    expect(token?.colorInfoBg).toBe(palette.tint);
  });

  it.each(['bzz', 'wpm'] as const)('%s: text and controls keep WCAG AA contrast', (platform) => {
    const p = BRAND[platform];
    // controls' text on white, white text on a primary button, a link and its hover
    for (const colour of [p.strong, p.hover, p.active, p.link, p.linkHover]) {
      expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    // an info box: body text and the brand's icon and words on the tint
    expect(contrast(BODY_TEXT, p.tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.strong, p.tint)).toBeGreaterThanOrEqual(4.5);
    // white text (the header, the initials) on the brand's strong colour
    expect(contrast(WHITE, p.strong)).toBeGreaterThanOrEqual(4.5);
  });

  it('an info box is tinted, not the grey antd derives from a dark brand', () => {
    for (const platform of ['bzz', 'wpm'] as const) {
      const alert = themeFor(platform).components?.Alert;
      expect(alert?.colorInfoBg).toBe(BRAND[platform].tint);
      expect(alert?.colorInfo).toBe(BRAND[platform].strong);
    }
  });
});

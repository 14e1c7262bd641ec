import { THEME_COLOURS, type Platform } from '@portal/contract';
import type { ThemeConfig } from 'antd';

/**
 * The type scale, in px: page title (h1) > section heading (h2) > card title (h3) > body.
 * antd's own heading sizes (30/24/20 px) made a section heading drawn with Typography.Title
 * bigger than the page's title; its Typography takes these instead. The same numbers are the
 * CSS variables of `app/visual-system.css` (a test keeps them equal).
 */
export const TYPE_SCALE = {
  pageTitle: 24,
  sectionTitle: 18,
  cardTitle: 16,
  body: 14,
  small: 12,
} as const;

/**
 * Each platform's brand in the roles the screens need. `strong` is the colour of controls,
 * links and icons (≥ 4.5:1 on white and on `tint`, and for white text on it); `tint` and
 * `tintBorder` are the light background of information and selection, instead of antd's
 * palette, which derives grey from a dark brand colour (#a1a9b3 from the main blue: an info box
 * looked disabled). Ratios are in docs/visual-system.md and checked by theme.test.ts.
 */
export const BRAND: Record<Platform, BrandPalette> = {
  bzz: {
    brand: THEME_COLOURS.main,
    strong: THEME_COLOURS.main,
    hover: '#193d80',
    active: '#00164d',
    link: THEME_COLOURS.main,
    linkHover: '#193d80',
    tint: '#eef2fa',
    tintHover: '#dde5f5',
    tintBorder: '#b3c2e0',
  },
  wpm: {
    brand: THEME_COLOURS.marketplace,
    // the marketplace green #83BF00 is 2.2:1 on white: controls take a darker green of its hue
    strong: '#4d7a00',
    // hover and press darken instead of antd's lighter derivations, which lose contrast
    hover: '#3f6600',
    active: '#2f4a00',
    link: '#3f6600',
    linkHover: '#2f4a00',
    tint: '#f3f8e6',
    tintHover: '#e4f0c8',
    tintBorder: '#c2df80',
  },
};

export interface BrandPalette {
  brand: string;
  strong: string;
  hover: string;
  active: string;
  link: string;
  linkHover: string;
  tint: string;
  tintHover: string;
  tintBorder: string;
}

/**
 * Tokens both themes share. antd's tertiary and description greys (#8c8c8c, 3.4:1 on white)
 * colour result subtitles, list descriptions, form extras and secondary statuses: darkened
 * here once, every page keeps 4.5:1 (WCAG 1.4.3). Placeholder and disabled greys are exempt.
 */
const READABLE = {
  colorTextTertiary: '#6b6b6b',
  colorTextDescription: '#6b6b6b',
  // select placeholders are text on the page (axe checks them): 4.7:1, lighter than values
  colorTextPlaceholder: '#737373',
  // antd's red #ff4d4f is 3.2:1 on white: a Delete button's text, and white text on a danger
  // button, failed 4.5:1. red-7 is 5.7:1 both ways; hover and press go darker, not lighter.
  colorError: '#cf1322',
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
  colorErrorText: '#cf1322',
  colorErrorTextHover: '#a8071a',
  colorErrorTextActive: '#820014',
  borderRadius: 6,
  fontSize: TYPE_SCALE.body,
} as const;

/**
 * Components both themes share. An empty table's placeholder is antd's disabled grey (2.3:1),
 * but it is the page's message ('No closed cycles in this range.'): tables use the tertiary
 * grey for it, 5.3:1. Headings follow the type scale; a dialog's and a card's title is a card
 * title, below the page's.
 */
function components(palette: BrandPalette): ThemeConfig['components'] {
  return {
    Table: { colorTextDisabled: READABLE.colorTextTertiary },
    Typography: {
      fontSizeHeading1: TYPE_SCALE.pageTitle,
      fontSizeHeading2: TYPE_SCALE.sectionTitle,
      fontSizeHeading3: TYPE_SCALE.cardTitle,
      fontSizeHeading4: TYPE_SCALE.body,
      fontSizeHeading5: TYPE_SCALE.body,
    },
    Modal: { titleFontSize: TYPE_SCALE.cardTitle },
    // a result (an error, a finished step) sits under the page's title: a section's size
    Result: { titleFontSize: TYPE_SCALE.sectionTitle },
    Card: { headerFontSize: TYPE_SCALE.cardTitle },
    // information reads as information: the brand's tint, a brand-coloured icon, body text
    Alert: {
      colorInfo: palette.strong,
      colorInfoBg: palette.tint,
      colorInfoBorder: palette.tintBorder,
    },
  };
}

/** viewStyle 001 (blue) for bzz, 002 (green) for wpm, through antd's theme tokens. */
export function themeFor(platform: Platform): ThemeConfig {
  const palette = BRAND[platform];
  return {
    token: {
      ...READABLE,
      colorPrimary: palette.strong,
      colorInfo: palette.strong,
      colorLink: palette.link,
      colorPrimaryHover: palette.hover,
      colorPrimaryActive: palette.active,
      colorLinkHover: palette.linkHover,
      colorLinkActive: palette.active,
      // the light shades (selected options and rows, info backgrounds) from the brand's tint
      colorPrimaryBg: palette.tint,
      colorPrimaryBgHover: palette.tintHover,
      colorPrimaryBorder: palette.tintBorder,
      colorInfoBg: palette.tint,
      colorInfoBorder: palette.tintBorder,
    },
    components: components(palette),
  };
}

import { THEME_COLOURS, type Platform } from '@portal/contract';
import type { ThemeConfig } from 'antd';

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
} as const;

/**
 * An empty table's placeholder is antd's disabled grey (2.3:1), but it is the page's message
 * ('No closed cycles in this range.'): tables use the tertiary grey for it, 5.3:1.
 */
const COMPONENTS: ThemeConfig['components'] = {
  Table: { colorTextDisabled: READABLE.colorTextTertiary },
};

/**
 * The marketplace green #83BF00 reaches only 2.2:1 against white, whether as text on white or
 * as the background of white text. Controls take a darker green of the same hue (5.1:1 both
 * ways); the bright green stays in the brand's decorations.
 */
const MARKET_STRONG = '#4d7a00';

/** viewStyle 001 (blue) for bzz, 002 (green) for wpm, through antd's theme tokens. */
export function themeFor(platform: Platform): ThemeConfig {
  if (platform === 'wpm') {
    return {
      token: {
        ...READABLE,
        colorPrimary: MARKET_STRONG,
        colorInfo: MARKET_STRONG,
        colorLink: '#3f6600',
        // hover and press darken instead of antd's lighter derivations, which lose contrast
        colorPrimaryHover: '#3f6600',
        colorPrimaryActive: '#2f4a00',
        colorLinkHover: '#2f4a00',
        colorPrimaryBorder: THEME_COLOURS.marketplace,
      },
      components: COMPONENTS,
    };
  }
  return {
    token: {
      ...READABLE,
      colorPrimary: THEME_COLOURS.main,
      colorInfo: THEME_COLOURS.main,
      colorLink: THEME_COLOURS.main,
    },
    components: COMPONENTS,
  };
}

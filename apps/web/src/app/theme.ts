import { THEME_COLOURS, type Platform } from '@portal/contract';
import type { ThemeConfig } from 'antd';

/** viewStyle 001 (blue) for bzz, 002 (green) for wpm, through antd's theme tokens. */
export function themeFor(platform: Platform): ThemeConfig {
  if (platform === 'wpm') {
    return {
      token: {
        colorPrimary: THEME_COLOURS.marketplace,
        colorInfo: THEME_COLOURS.marketplace,
        colorLink: '#3f6600',
        // dark text on the light green keeps buttons readable (WCAG contrast)
        colorTextLightSolid: '#102a00',
        borderRadius: 6,
      },
    };
  }
  return {
    token: {
      colorPrimary: THEME_COLOURS.main,
      colorInfo: THEME_COLOURS.main,
      colorLink: THEME_COLOURS.main,
      borderRadius: 6,
    },
  };
}

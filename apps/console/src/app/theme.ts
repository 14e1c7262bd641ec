import { THEME_COLOURS } from '@portal/contract';
import type { ThemeConfig } from 'antd';

/** The company's main blue; greys and red darkened to keep 4.5:1 on white, as the portal does. */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOURS.main,
    colorLink: THEME_COLOURS.main,
    colorTextTertiary: '#6b6b6b',
    colorTextDescription: '#6b6b6b',
    colorTextPlaceholder: '#737373',
    colorError: '#cf1322',
    borderRadius: 6,
  },
  components: {
    Table: { colorTextDisabled: '#6b6b6b' },
    Layout: { headerBg: '#ffffff', siderBg: THEME_COLOURS.main },
    Menu: { darkItemBg: THEME_COLOURS.main, darkSubMenuItemBg: THEME_COLOURS.main },
  },
};

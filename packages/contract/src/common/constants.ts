/** Business constants and limits of spec "Business constants and limits"; the one place these numbers live. */
export const SUCCESS_CODE = 0;
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const LEFT_MENU_WIDTH_PX = 190;
export const DRAWER_WIDTH_PX = 260;
export const MARKETPLACE_BOX = { widthPx: 1300, minHeightPx: 500 } as const;
export const QR_DIALOG_WIDTH_PX = 300;
export const CART_ICON_WIDTH_PX = { narrow: 34, wide: 38 } as const;
export const CART_BADGE_CAP = 99;
export const LOGIN_NAME_DISPLAY_CHARS = 20;
export const USER_NAME_DISPLAY_CHARS = 16;
export const DEFAULT_TRUNCATE_CHARS = 10;
export const CLOCK_TICK_MS = 1000;
export const CLOCK_UTC_OFFSET_HOURS = 8;
export const BUTTON_RELOCK_MS = 2000;
export const UNREAD_MESSAGE_PARAM = 3;
export const PROFILE_PICTURE = { maxBytes: 2 * 1024 * 1024, types: ['jpg', 'png', 'bmp'] } as const;
export const RECEIVER_NAME_LENGTH = { min: 3, max: 20 } as const;
export const PROFILE_PASSWORD_LENGTH = { min: 6, max: 13 } as const;
export const WITHDRAWAL_MAX_DECIMALS = 2;
export const WITHDRAWAL_FEE_DEFAULT = 57;
export const ESTIMATED_BONUS = { refreshHours: 24, cycles: 4 } as const;
export const VACATION_POINTS_FLUSH_MONTHS = 6;
export const UNILEVEL_SPLIT_BV = 100;
export const FIRST_PURCHASE_LOOKUP = { orderStatus: 10, orderType: 10 } as const;
export const STATUS_NOT_REFRESHED = 10;
export const MUST_REBUY_BV_START = 0;
export const THEME_COLOURS = { main: '#052872', marketplace: '#83BF00' } as const;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_MESSAGE_LANGUAGE = 'en_US';

/** Request headers of spec "The calls the product makes". `Authorization`-style second header carries the same token. */
export const HEADER = {
  token: 'token',
  sessionToken: 'x-session-token',
  platformName: 'platformName',
  acceptLanguage: 'Accept-Language',
  idempotencyKey: 'Idempotency-Key',
  requestId: 'x-request-id',
} as const;

export const API_BASE_PATH = '/frontend-server';

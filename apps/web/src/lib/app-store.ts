import {
  DEFAULT_LANGUAGE,
  DEFAULT_PLATFORM,
  VIEW_STYLE,
  type Locale,
  type Platform,
} from '@portal/contract';
import { create } from 'zustand';
import { deviceFor, type Device } from './device/device';
import { COOKIE, readCookie } from './session/cookies';

/** Application state of spec "Entities and their fields" that is not the member's session or the cart. */
export interface AppState {
  language: Locale;
  /** left navigation collapsed */
  leftNavState: boolean;
  platformName: Platform;
  device: Device;
  isFirstLoad: boolean;
  isFirstGoInWPM: boolean;
  unreadMsg: number;
  walletUnit: string;
  /** server clock minus the browser's, so the header clock follows the server */
  serverOffsetMs: number;
}

const initialPlatform = (): Platform =>
  readCookie(COOKIE.platformName) === 'wpm' ? 'wpm' : DEFAULT_PLATFORM;

export const useAppStore = create<AppState>(() => ({
  language: DEFAULT_LANGUAGE as Locale,
  leftNavState: false,
  platformName: initialPlatform(),
  device: deviceFor(typeof window === 'undefined' ? Infinity : window.innerWidth),
  isFirstLoad: true,
  isFirstGoInWPM: true,
  unreadMsg: 0,
  walletUnit: '',
  serverOffsetMs: 0,
}));

/** viewStyle of spec "Entities and their fields": 001 blue for bzz, 002 green for wpm. */
export const viewStyleOf = (platform: Platform) => VIEW_STYLE[platform];

import { PROFILE_PASSWORD_LENGTH } from '../common/constants.js';

/** Calls of the registration from the QR link; all under /frontend-server. */
export const REGISTRATION_PATHS = {
  link: '/mm/registration/link/:sponsor',
  started: '/mm/registration/started',
  register: '/mm/registration/register',
  funnel: '/mm/registration/funnel',
  holdingTank: '/mm/registration/holding-tank',
  place: '/mm/registration/place',
  preference: '/mm/registration/placement-preference',
} as const;

/** Where a new member lands: a side of the placement id, or a rule under the sponsor. */
export const PLACEMENT_CHOICES = ['L', 'R', 'first', 'weak', 'strong', 'later'] as const;
export type PlacementChoice = (typeof PLACEMENT_CHOICES)[number];
/** What the sponsor (or the hold job) may use to place a member from the holding tank. */
export const PLACE_NOW_CHOICES = ['L', 'R', 'first', 'weak', 'strong'] as const;
export type PlaceNowChoice = (typeof PLACE_NOW_CHOICES)[number];
/** What a sponsor who never chose gets, and what the hold job uses for 'later'. */
export const DEFAULT_PLACEMENT_PREFERENCE = 'first' satisfies PlacementChoice;

/** Company settings (sys_config) with their defaults when a company sets none. */
export const REGISTRATION_SETTINGS = {
  minAgeKey: 'REGISTRATION.MIN.AGE',
  minAgeDefault: 18,
  holdDaysKey: 'REGISTRATION.HOLD.DAYS',
  holdDaysDefault: 7,
} as const;

/** Abuse limits: per client address and per sponsor link, in one window. */
export const REGISTRATION_LIMITS = {
  windowMs: 60 * 60_000,
  perAddress: 10,
  perSponsor: 30,
  /** registrations from one address in the window before a captcha is asked */
  captchaAfter: 3,
  /** link opens and form starts counted per address and sponsor in the window */
  funnelEventsPerAddress: 20,
} as const;

export const REGISTRATION_FIELD_MAX = {
  name: 40,
  idNumber: 30,
  city: 60,
  address: 120,
  zip: 12,
  phone: 24,
  loginName: 40,
} as const;

export const REGISTRATION_PASSWORD_LENGTH = PROFILE_PASSWORD_LENGTH;

/**
 * The most common passwords of the 6–13 characters the rule allows (public breach lists'
 * top entries), compared case-insensitively: a newcomer's first password is a favourite target.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '888888',
  '121212',
  '112233',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'letmein',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'admin',
  'admin123',
  'secret',
  'a123456',
  'aa123456',
  'qwe123',
  '1q2w3e4r',
  '1qaz2wsx',
  'zxcvbnm',
  'asdfgh',
  'asdfghjkl',
  'superman',
  'trustno1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** Full years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** The leg a weak- or strong-leg preference picks; a tie goes left. */
export function legFor(
  choice: 'weak' | 'strong',
  counts: { left: number; right: number },
): 'L' | 'R' {
  if (counts.left === counts.right) return 'L';
  const weak = counts.left < counts.right ? 'L' : 'R';
  return choice === 'weak' ? weak : weak === 'L' ? 'R' : 'L';
}

/** The Monday (UTC, YYYY-MM-DD) of the week a funnel event falls in. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const shift = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - shift);
  return day.toISOString().slice(0, 10);
}

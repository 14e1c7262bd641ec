import { MARKETPLACE_ONLY_COMPANY, SWITCH, type Platform } from '@portal/contract';

/** Host names of this prefix never show the portal switch link (spec "Layout and navigation behaviour"). */
export const PORTAL_SWITCH_HIDDEN_HOST_PREFIX = 'bwt';

/** Where the header's platform switch goes: main → marketplace shopping, marketplace → main. */
export const PORTAL_SWITCH_TARGET: Record<Platform, string> = { bzz: '/wpm/shopping', wpm: '/' };

export const PROFILE_PATH = {
  marketplaceOnly: '/wpm/wtMyAccount/PersonalProfile',
  main: '/myAccount/PersonalProfile',
} as const;

/** The switch shows (beside world-plan members) when global.site.switch is 'Y', unless the host is a 'bwt…' one. */
export function showPortalSwitch(input: {
  siteSwitch: string | boolean;
  hostname: string;
}): boolean {
  const on = input.siteSwitch === true || input.siteSwitch === SWITCH.on;
  return on && !input.hostname.toLowerCase().startsWith(PORTAL_SWITCH_HIDDEN_HOST_PREFIX);
}

/** The header's personal profile shortcut: WT's marketplace account, else the main one. */
export function profilePathFor(companyCode: string): string {
  return companyCode === MARKETPLACE_ONLY_COMPANY
    ? PROFILE_PATH.marketplaceOnly
    : PROFILE_PATH.main;
}

/** The registration page a QR code opens, and the query parameters it reads. */
export const REGISTRATION_PATH = '/collectInfo/application';
export const REGISTRATION_QUERY = {
  sponsor: 'sponsor',
  language: 'lang',
  companyCode: 'companyCode',
} as const;

/**
 * The enrolment link of spec "What the product does and for whom": the sponsor's login name, and the language or, when the
 * member has not chosen one, the company code.
 */
export function registrationLink(input: {
  origin: string;
  sponsorLoginName: string;
  language?: string | null;
  companyCode: string;
}): string {
  const url = new URL(REGISTRATION_PATH, input.origin);
  url.searchParams.set(REGISTRATION_QUERY.sponsor, input.sponsorLoginName);
  if (input.language) url.searchParams.set(REGISTRATION_QUERY.language, input.language);
  else url.searchParams.set(REGISTRATION_QUERY.companyCode, input.companyCode);
  return url.toString();
}

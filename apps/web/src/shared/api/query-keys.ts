import { CONFIG_KEY, type Platform } from '@portal/contract';

/*
 * Every query key of the web is ['<domain>', '<resource>', ...params], the domain named as in
 * packages/contract and the server's modules. A `<domain>Keys` object builds them: `all` is
 * the domain's root, so invalidating it reaches every query of the domain, and each other entry
 * returns [...all, '<resource>', ...params]. The domains whose resources src/shared reads (the
 * ones two features or a feature and the shell share) have their object here; a feature's
 * api/keys.ts spreads it and adds the resources only that feature reads.
 */

/** Message centre: a live unread event invalidates `all` (the count excepted, it is set). */
export const messageKeys = {
  all: ['message'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  // the language is in it: a company's messages are read in the portal's language
  latest: (language: string, size: number) =>
    [...messageKeys.all, 'latest', language, size] as const,
};

/** Bank accounts: every change invalidates `all`; the withdrawal form reads the list too. */
export const bankKeys = {
  all: ['bank'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
};

/** Security: a PIN or question change invalidates `all`; wallet and bank read the status. */
export const securityKeys = {
  all: ['security'] as const,
  status: () => [...securityKeys.all, 'status'] as const,
};

/** News: the language is in each key, as the answer depends on it. */
export const newsKeys = {
  all: ['news'] as const,
  page: (language: string, pageNum: number, pageSize: number) =>
    [...newsKeys.all, 'page', language, pageNum, pageSize] as const,
};

/** System settings; none is ever invalidated (money moving does not change a setting). */
export const systemKeys = {
  all: ['system'] as const,
  config: (key: string) => [...systemKeys.all, 'config', key] as const,
  externalWalletUrl: () => systemKeys.config(CONFIG_KEY.externalWalletUrl),
};

/** The member's shipping addresses: every change invalidates `all`. */
export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  checkConfig: () => [...addressKeys.all, 'checkConfig'] as const,
};

/** Countries, provinces and cities (the server's area module): named in the language. */
export const areaKeys = {
  all: ['area'] as const,
  companyCountries: (language: string) => [...areaKeys.all, 'companyCountries', language] as const,
  allCountries: (language: string) => [...areaKeys.all, 'allCountries', language] as const,
  children: (kind: 'provinces' | 'cities', areaId: number) =>
    [...areaKeys.all, kind, areaId] as const,
};

/** The cart: adding, changing or ordering lines invalidates `all` (the header badge too). */
export const cartKeys = {
  all: ['cart'] as const,
  list: (platform: Platform, language: string) =>
    [...cartKeys.all, 'list', platform, language] as const,
};

/**
 * Orders: placing or paying one invalidates `all`. The checkout's options (pick-up points,
 * payment methods) are read by the checkout and by the autoship set-up.
 */
export const orderKeys = {
  all: ['order'] as const,
  options: () => [...orderKeys.all, 'options'] as const,
};

/** The catalogue: names and prices follow the language, so it is in each key. */
export const catalogKeys = {
  all: ['catalog'] as const,
  quick: (platform: Platform, language: string) =>
    [...catalogKeys.all, 'quick', platform, language] as const,
};

/**
 * Vacation points: the bonus pages' VacationPoint and the points shop read the balance and the
 * history; an exchange in the points shop spends points, so it invalidates `all`.
 */
export const vacationKeys = {
  all: ['vacation'] as const,
  points: () => [...vacationKeys.all, 'points'] as const,
  history: (pageNum: number) => [...vacationKeys.all, 'history', pageNum] as const,
};

/** Bonus figures: the estimate (dashboard and estimate page) and the rank card. */
export const bonusKeys = {
  all: ['bonus'] as const,
  estimate: () => [...bonusKeys.all, 'estimate'] as const,
  rankCard: () => [...bonusKeys.all, 'rankCard'] as const,
};

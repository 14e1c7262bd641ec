import { z } from 'zod';

/** Codes and enumerations of spec "Entities and their fields". */
export const COMPANY_CODES = ['WT', 'US', 'CA', 'IT', 'HJ', 'MY', 'MA', 'ID'] as const;
export const companyCodeSchema = z.enum(COMPANY_CODES, { error: 'validation.unknownCompany' });
export type CompanyCode = z.infer<typeof companyCodeSchema>;
/** WT is always in marketplace mode. */
export const MARKETPLACE_ONLY_COMPANY: CompanyCode = 'WT';

export const PLATFORMS = ['bzz', 'wpm'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;
export const DEFAULT_PLATFORM: Platform = 'bzz';
export const VIEW_STYLE = { bzz: '001', wpm: '002' } as const satisfies Record<Platform, string>;

/** Locales the portal ships translations for; en is the default and the fallback. */
export const LOCALES = ['en', 'id', 'ms', 'zh-CN'] as const;
export const localeSchema = z.enum(LOCALES, { error: 'validation.unknownLocale' });
export type Locale = z.infer<typeof localeSchema>;
/** Message-language names the legacy calls use (en_US etc.) mapped to our locales. */
export const MESSAGE_LANGUAGE: Record<Locale, string> = {
  en: 'en_US',
  id: 'id_ID',
  ms: 'ms_MY',
  'zh-CN': 'zh_CN',
};

export const ORDER_TYPE = {
  firstPurchase: 10,
  upgrade: 20,
  maintenance: 30,
  retail: 40,
  autoship: 66,
  /** an order paid in vacation points in the points shop: no BV, no bonus, shipped as any order */
  pointsExchange: 70,
} as const;

export const MEMBER_STATUS = {
  toBeActivated: 0,
  active: 10,
  frozen: 20,
  inactive: 30,
} as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];
export const memberStatusSchema = z.union([
  z.literal(0),
  z.literal(10),
  z.literal(20),
  z.literal(30),
]);

export const GENDER = { male: 1, female: 0, unknown: -1 } as const;
export const genderSchema = z.union([z.literal(1), z.literal(0), z.literal(-1)]);

export const MEMBER_TYPE = { distributor: 'D', preferredCustomer: 'PC' } as const;
export const memberTypeSchema = z.enum(['D', 'PC']);
export type MemberType = z.infer<typeof memberTypeSchema>;

export const WITHDRAWAL_STATUS = {
  applied: 1,
  processing: 2,
  failure: 3,
  rejected: -1,
  cancelled: 4,
  success: 5,
  updated: 6,
  approved: 10,
} as const;

export const WALLET_ACCOUNT_TYPES = ['bonus', 'eproduct', 'worldplan'] as const;

export const RANK = {
  regular: '0',
  vip: '05',
  silver: '10',
  gold: '20',
  platinum: '30',
  diamond: '40',
} as const;
export const RANK_CODES = ['0', '05', '10', '20', '30', '40'] as const;
export const rankCodeSchema = z.enum(RANK_CODES);
export type RankCode = z.infer<typeof rankCodeSchema>;

export const AWARD_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const;

export const BONUS_TYPES = [
  'bonus',
  'group',
  'team',
  'generational leadership',
  'lifestyle global',
  'crown diamond ambassador global',
  'drive',
  'unilevel',
  'world plan bonus',
] as const;

/** Placement (binary) tree side. */
export const PLACEMENT_SIDE = { left: 'L', right: 'R' } as const;

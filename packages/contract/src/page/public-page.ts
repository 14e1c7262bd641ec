import { z } from 'zod';
import { textSchema } from '../common/text.js';
import {
  companyCodeSchema,
  localeSchema,
  platformSchema,
  type CompanyCode,
} from '../common/domain.js';
import { requiredString } from '../common/validation.js';

/** Path of the public page call, under API_BASE_PATH. */
export const PAGE_PATHS = { page: '/sys/page/:pageCode' } as const;

/** The public pages of spec "Public routes" whose content the server keeps per company and language. */
export const PAGE_CODES = [
  'privatePolicy',
  'returnPolicy',
  'shippingInformation',
  'termsAndCondition',
  'agreement',
] as const;
export type PageCode = (typeof PAGE_CODES)[number];

export function isPageCode(code: string): code is PageCode {
  return (PAGE_CODES as readonly string[]).includes(code);
}

/** Translation key of a page's title, for links to it (page namespace). */
export function pageTitleKey(code: PageCode): string {
  return `page.title.${code}`;
}

/** Company whose pages are shown when the link names none and nobody is signed in. */
export const DEFAULT_PAGE_COMPANY: CompanyCode = 'US';

/**
 * The only HTML elements a page body contains. Bodies are written by the operator's side
 * (seed, back office), never by members, so the web may render them as they are.
 */
export const PAGE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'li', 'strong', 'a'] as const;

/** A locale tag as links carry it: en, en_US, zh-CN, ms-MY… (unshipped languages fall back to en). */
const LOCALE_TAG = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8}){0,2}$/;

/** An unknown page code is answered notFound (404), so the parameter is any short text. */
export const publicPageParamsSchema = z.object({
  pageCode: requiredString(64),
});
export type PublicPageParams = z.infer<typeof publicPageParamsSchema>;

/**
 * `GET /sys/page/:pageCode?companyCode&characterCoding&platformName`. companyCode absent:
 * the signed-in member's company, else DEFAULT_PAGE_COMPANY. characterCoding absent: the
 * Accept-Language. platformName is accepted for the legacy links; content does not vary by it.
 */
export const publicPageQuerySchema = z.object({
  companyCode: companyCodeSchema.optional(),
  characterCoding: textSchema({ error: 'validation.notString' })
    .trim()
    .max(20, { error: 'validation.tooLong' })
    .regex(LOCALE_TAG, { error: 'validation.format' })
    .optional(),
  platformName: platformSchema.optional(),
});
export type PublicPageQuery = z.infer<typeof publicPageQuerySchema>;

export const publicPageSchema = z.object({
  pageCode: z.enum(PAGE_CODES),
  companyCode: companyCodeSchema,
  /** the language actually served: the requested one, or en when the page lacks it */
  locale: localeSchema,
  title: z.string(),
  /** server-authored HTML limited to PAGE_HTML_TAGS */
  html: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

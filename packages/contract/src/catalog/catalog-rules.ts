import { LOCALES, type Locale } from '../common/domain.js';

/** What a product is: an ordinary one, a pack the member fills, or an e-product (no shipping). */
export const PRODUCT_KINDS = ['normal', 'pack', 'eproduct'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Mall paging (spec "Main mode" ShoppingMall). */
export const CATALOG_PAGE = { defaultSize: 12, maxSize: 48, maxPageNum: 10_000 } as const;
/** Longest search text; longer is a bad request, not a slow query. */
export const CATALOG_KEYWORD_MAX = 60;

/**
 * Pictures an operator uploads to a product: PNG, JPEG, WebP or GIF (read from the bytes) of at
 * most `maxBytes`, and at most `maxCount` per product (the member's gallery shows them all).
 */
export const PRODUCT_PICTURE_LIMITS = { maxBytes: 2 * 1024 * 1024, maxCount: 12 } as const;

/** BV is held as exact hundredths (bigint) and travels as a 2-decimal string, never a float. */
export const BV_DECIMALS = 2;

/**
 * The text of a product or category in the member's language, falling back to English, then to
 * whatever language exists (a record always has its English text; the seed writes all four).
 */
export function pickText<T>(texts: Partial<Record<Locale, T>>, locale: Locale): T | undefined {
  return texts[locale] ?? texts.en ?? LOCALES.map((l) => texts[l]).find((v) => v !== undefined);
}

import { COMPANY_CODES, PLATFORMS, type Platform } from '@portal/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { auditContent, ContentInputError } from '../news/index.js';
import { replaceCompanyCarousel } from './activity.repository.js';

// a slide's picture and link: our own path, or https; nothing a browser would run
const address = z
  .string()
  .max(500)
  .refine((v) => v.startsWith('/') || v.startsWith('https://'), 'must start with / or https://');
const slideSchema = z.object({
  title: z.string().trim().min(1).max(200),
  imageUrl: address,
  linkUrl: address.nullable().optional(),
  platform: z.enum(PLATFORMS).default('bzz'),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const carouselFileSchema = z.array(slideSchema).max(50);

/**
 * Replaces every slide of a company (both platforms) with the operator's list, in file order;
 * audited in the same transaction. Returns how many slides each platform now has.
 */
export async function setCarousel(
  db: Db,
  operator: string,
  companyCode: string,
  slides: unknown,
  /** a further audit entry in the same transaction (the console's audit trail) */
  audit?: (trx: Trx, count: number) => Promise<void>,
): Promise<Record<Platform, number>> {
  if (!(COMPANY_CODES as readonly string[]).includes(companyCode))
    throw new ContentInputError(`unknown company ${companyCode}`);
  const parsed = carouselFileSchema.safeParse(slides);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentInputError(`slide ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const rows = parsed.data.map((s, i) => ({
    company_code: companyCode,
    platform: s.platform,
    title: s.title,
    image_url: s.imageUrl,
    link_url: s.linkUrl ?? null,
    sort: i,
    starts_at: s.startsAt ?? null,
    ends_at: s.endsAt ?? null,
  }));
  await inTransaction(db, async (trx) => {
    await replaceCompanyCarousel(trx, companyCode, rows);
    await auditContent(trx, {
      operator,
      command: 'carousel:set',
      target: `company:${companyCode}`,
      detail: { slides: parsed.data.length },
    });
    await audit?.(trx, parsed.data.length);
  });
  return {
    bzz: rows.filter((r) => r.platform === 'bzz').length,
    wpm: rows.filter((r) => r.platform === 'wpm').length,
  };
}

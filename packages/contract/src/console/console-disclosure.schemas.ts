import { z } from 'zod';
import { AWARD_CODES, LOCALES } from '../common/domain.js';

import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';

/**
 * The income disclosure statement (docs/console.md "Income disclosure"): every distributor of a
 * company in a period, grouped by the highest paid-as award reached in the period's closed
 * cycles, with what they were credited in bonus by the ledger.
 */

/** The groups: no award (`00`), then the awards in order. */
export const DISCLOSURE_GROUPS = ['00', ...AWARD_CODES] as const;
export type DisclosureGroup = (typeof DISCLOSURE_GROUPS)[number];
/** A statement covers whole days, at most one year (a leap year's 366 days). */
export const DISCLOSURE_MAX_DAYS = 366;

const companyCode = textSchema()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'validation.invalid' });
/** A calendar day in business time (UTC+8), `2026-01-31`. */
export const disclosureDaySchema = textSchema().regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'validation.invalid',
});
/** Money in minor units as a decimal string (bigint on the server). */
const minor = z.string().regex(/^-?\d{1,20}$/);

export const consoleDisclosureGenerateBodySchema = z.object({
  company: companyCode,
  startDate: disclosureDaySchema,
  /** the last day included */
  endDate: disclosureDaySchema,
});
export type ConsoleDisclosureGenerateBody = z.infer<typeof consoleDisclosureGenerateBodySchema>;

export const consoleDisclosureListQuerySchema = z.object({ company: companyCode });
export const disclosureIdParamsSchema = z.object({ id: integerIdParam });

/**
 * One group's figures (or all participants'): the bonus earned by each participant in the
 * period, in minor units. Percentiles by nearest rank; null when the group is empty. Shares in
 * hundredths of a percent (basis points), rounded half up.
 */
export const disclosureFiguresSchema = z.object({
  participants: z.number().int(),
  shareBp: z.number().int(),
  mean: minor.nullable(),
  median: minor.nullable(),
  p10: minor.nullable(),
  p90: minor.nullable(),
  max: minor.nullable(),
  total: minor,
  earnedNothing: z.number().int(),
  earnedNothingBp: z.number().int(),
});
export type DisclosureFigures = z.infer<typeof disclosureFiguresSchema>;

export const disclosureStatementSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** the ledger position: the highest journal entry included, and when it was read */
  lastEntryId: z.string(),
  takenAt: z.string(),
  /** the cycles whose ranks were read (closed in the period) */
  cycles: z.number().int(),
  overall: disclosureFiguresSchema,
  groups: z.array(disclosureFiguresSchema.extend({ group: z.enum(DISCLOSURE_GROUPS) })),
  generatedBy: z.string(),
  generatedAt: z.string(),
  published: z.boolean(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type DisclosureStatement = z.infer<typeof disclosureStatementSchema>;

/** A company's statements, newest first, without their groups. */
export const consoleDisclosureListSchema = z.object({
  company: z.string(),
  statements: z.array(
    disclosureStatementSchema.pick({
      id: true,
      startDate: true,
      endDate: true,
      lastEntryId: true,
      takenAt: true,
      generatedBy: true,
      generatedAt: true,
      published: true,
      publishedAt: true,
    }),
  ),
});
export type ConsoleDisclosureList = z.infer<typeof consoleDisclosureListSchema>;

/** The public list: a company's published statements only, newest period first. */
export const publicDisclosureParamsSchema = z.object({ companyCode: companyCode });
export const publicDisclosureStatementParamsSchema = publicDisclosureParamsSchema.extend({
  id: integerIdParam,
});
export const publicDisclosuresSchema = z.object({
  company: z.string(),
  statements: z.array(disclosureStatementSchema.omit({ generatedBy: true, publishedBy: true })),
});
export type PublicDisclosures = z.infer<typeof publicDisclosuresSchema>;
/** The public page's language when the link names one; else the browser's (Accept-Language). */
export const publicDisclosurePageQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

import { z } from 'zod';
import { companyCodeSchema, memberStatusSchema, rankCodeSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import { messageCategorySchema } from '../message/message-category.js';

/** Members a campaign preview shows as a sample. */
export const CAMPAIGN_SAMPLE_SIZE = 10;
export const CAMPAIGN_TITLE_MAX = 200;
export const CAMPAIGN_BODY_MAX = 10_000;
export const CAMPAIGN_STATUSES = ['queued', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const country = textSchema()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.format' });

/**
 * The members of one company a campaign goes to; each list left empty takes every value. The
 * country is the one of the member's default address.
 */
export const campaignAudienceSchema = z.object({
  companyCode: companyCodeSchema,
  ranks: z.array(rankCodeSchema).max(10).default([]),
  statuses: z.array(memberStatusSchema).max(10).default([]),
  countries: z.array(country).max(50).default([]),
});

const campaignTitleSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CAMPAIGN_TITLE_MAX, { error: 'validation.tooLong' });
const campaignLinesSchema = z
  .array(textSchema().max(CAMPAIGN_BODY_MAX, { error: 'validation.tooLong' }))
  .max(1_000, { error: 'validation.tooLong' })
  .refine((lines) => lines.some((line) => line.trim() !== ''), {
    error: 'validation.required',
  });

/** The languages a campaign may be written in besides English (the fallback). */
export const CAMPAIGN_TRANSLATION_LOCALES = ['ms', 'id', 'zh-CN'] as const;
export type CampaignTranslationLocale = (typeof CAMPAIGN_TRANSLATION_LOCALES)[number];
const translationSchema = z.object({ title: campaignTitleSchema, body: campaignLinesSchema });

/**
 * The message: plain text; the body by lines (a request carries no line breaks in a field).
 * `title` and `body` are the English text; each translation goes to the members who prefer
 * that language, and the others (no preference, or one without a translation) read English.
 */
export const campaignMessageSchema = z.object({
  category: messageCategorySchema,
  title: campaignTitleSchema,
  body: campaignLinesSchema,
  translations: z
    .object({
      ms: translationSchema.optional(),
      id: translationSchema.optional(),
      'zh-CN': translationSchema.optional(),
    })
    .default({}),
});

export const consoleCampaignBodySchema = z.object({
  audience: campaignAudienceSchema,
  message: campaignMessageSchema,
});

const sampleSchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  name: z.string(),
  rankCode: z.string(),
  status: z.number().int(),
  country: z.string().nullable(),
});

/** How many members the audience has now, a sample of them, and the message as they read it. */
export const consoleCampaignPreviewSchema = z.object({
  total: z.number().int(),
  sample: z.array(sampleSchema),
  message: z.object({ category: z.string(), title: z.string(), body: z.string() }),
  /** the message in each other language written, as the members who prefer it read it */
  translations: z.array(z.object({ language: z.string(), title: z.string(), body: z.string() })),
});

export const consoleCampaignRowSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  category: z.string(),
  title: z.string(),
  /** the languages written besides English */
  languages: z.array(z.string()),
  status: z.enum(CAMPAIGN_STATUSES),
  total: z.number().int(),
  sent: z.number().int(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export const consoleCampaignPageSchema = pagedSchema(consoleCampaignRowSchema);
export const consoleCampaignListQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema.optional(),
});
export const consoleCampaignIdParamsSchema = z.object({
  id: integerIdParam.describe('campaign id'),
});

export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
export type ConsoleCampaignRow = z.infer<typeof consoleCampaignRowSchema>;
export type ConsoleCampaignPreview = z.infer<typeof consoleCampaignPreviewSchema>;

import { z } from 'zod';
import { rankCodeSchema } from '../common/domain.js';
import { treeCycleSchema } from './organization.schemas.js';

/**
 * The sponsor tree by generations: per level below the member (1 = personally sponsored),
 * how many members, how many of them active, and their own BV of the cycle. The unilevel
 * bonus pays by these levels, so each says whether the member's rank opens it.
 */

/** Deepest level one answer shows; `more` says the downline goes deeper. */
export const SPONSOR_GENERATIONS_MAX = 50;

export const sponsorGenerationsQuerySchema = z.object({
  /** a closed cycle: the figures of its snapshot (default: the open cycle now) */
  cycle: treeCycleSchema.optional(),
});
export type SponsorGenerationsQuery = z.infer<typeof sponsorGenerationsQuerySchema>;

export const generationLevelSchema = z.object({
  /** 1 = personally sponsored, 2 = their sponsees, … */
  level: z.number().int(),
  members: z.number().int(),
  /** active as the standing counts it (status and 30-day BV now; the close's decision) */
  active: z.number().int(),
  /** the members' own main-platform BV of the cycle, exact, two decimals */
  pbv: z.string(),
  /** the member's rank opens this unilevel level */
  opened: z.boolean(),
});
export type GenerationLevel = z.infer<typeof generationLevelSchema>;

export const sponsorGenerationsSchema = z.object({
  cycle: z.string(),
  /** true: a closed cycle's snapshot; false: the open cycle */
  asOf: z.boolean(),
  /** when the figures were read (now), or the close time (snapshot) */
  factsAt: z.string().nullable(),
  /** the member's rank held in that cycle (the standing's) */
  rank: rankCodeSchema,
  /** how many unilevel levels that rank opens (the plan's table) */
  unilevelLevelsOpened: z.number().int(),
  /** levels with at least one member, shallowest first, at most SPONSOR_GENERATIONS_MAX */
  levels: z.array(generationLevelSchema),
  /** the downline goes deeper than the levels listed */
  more: z.boolean(),
});
export type SponsorGenerations = z.infer<typeof sponsorGenerationsSchema>;

import {
  PROMOTION_SPIN_HISTORY,
  type GoalRules,
  type PromotionDetail,
  type PromotionList,
  type PromotionSummary,
  type SpinRecord,
  type SpinRules,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { companyCurrency } from '../bonus/index.js';
import { factsOf } from './promotion-facts.js';
import {
  businessDay,
  goalValue,
  percentOf,
  qualifyingSpinOrders,
  rulesOf,
  spinsEarned,
  titleIn,
} from './promotion-rules.js';
import {
  ensureSeat,
  findPromotion,
  findRunning,
  findSeat,
  findSpins,
} from './promotion.repository.js';
import type { PromotionSpinTable, PromotionTable } from './promotion.tables.js';
import { tierAwardsOf } from './prize.repository.js';
import { newSeed } from './spin-seed.js';
import type { Selectable } from 'kysely';

type Row = Selectable<PromotionTable>;

interface Progress {
  summary: PromotionSummary;
  rules: GoalRules | SpinRules;
  /** spins earned, and the qualifying orders that earned them (before the cap), for alphaspin */
  earned: number;
  qualifying: number;
}

/** The member's progress in one promotion, computed now from real orders and joins. */
async function progressOf(
  db: Db,
  member: MemberContext,
  row: Row,
  locale: string,
): Promise<Progress> {
  const rules = rulesOf(row.kind, row.rules);
  const base = {
    id: row.id,
    kind: row.kind,
    code: row.code,
    title: titleIn(row.title, locale),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
  };
  if ('slots' in rules) {
    const facts = await factsOf(db, member.memberId, row, null);
    const earned = spinsEarned(rules, facts.orderBv);
    const qualifying = qualifyingSpinOrders(rules, facts.orderBv);
    const target = rules.maxSpins ?? null;
    const summary = {
      ...base,
      metric: 'spins' as const,
      value: earned,
      target,
      percent: percentOf(earned, target),
      minOrderBv: rules.minOrderBv,
    };
    return { summary, rules, earned, qualifying };
  }
  const facts = await factsOf(db, member.memberId, row, rules.goal);
  const value = goalValue(rules.goal, facts);
  const target = rules.tiers[rules.tiers.length - 1]!.target;
  const summary = {
    ...base,
    metric: rules.goal.metric,
    value,
    target,
    percent: percentOf(value, target),
    minOrderBv: rules.goal.metric === 'qualifyingOrders' ? rules.goal.minOrderBv : null,
  };
  return { summary, rules, earned: 0, qualifying: 0 };
}

/** Running promotions of the member's own company, each with the member's progress. */
export async function listPromotions(
  deps: DbClockDeps,
  member: MemberContext,
  locale: string,
): Promise<PromotionList> {
  const rows = await findRunning(deps.db, member.companyCode, businessDay(deps.now()));
  const progress = await Promise.all(rows.map((r) => progressOf(deps.db, member, r, locale)));
  return { promotions: progress.map((p) => p.summary) };
}

export function spinRecordOf(
  s: Omit<Selectable<PromotionSpinTable>, 'fulfilled_at' | 'fulfilled_by' | 'fulfil_note'>,
): SpinRecord {
  return {
    nonce: s.nonce,
    clientSeed: s.client_seed,
    serverSeed: s.server_seed,
    commitment: s.commitment,
    slotIndex: s.slot_index,
    prize: s.prize,
    label: s.label,
    award: s.award,
    at: s.created_at.toISOString(),
  };
}

/** Loads a promotion of the member's company or answers as for one that does not exist. */
export async function ownPromotion(db: Db, member: MemberContext, id: number): Promise<Row> {
  const row = await findPromotion(db, member.companyCode, id);
  if (!row) throw new AppError('promotionNotFound');
  return row;
}

export const isRunning = (row: Row, now: Date) => {
  const day = businessDay(now);
  return row.starts_on <= day && day <= row.ends_on;
};

/**
 * One promotion: progress and prize tiers; for alphaspin the spins earned and used, the
 * commitment of the next spin's seed (the seat is made, with its first seed, on first view)
 * and the latest spins with their revealed seeds.
 */
export async function getPromotion(
  deps: DbClockDeps,
  member: MemberContext,
  id: number,
  locale: string,
): Promise<PromotionDetail> {
  const row = await ownPromotion(deps.db, member, id);
  const { summary, rules, earned, qualifying } = await progressOf(deps.db, member, row, locale);
  const { currency, minorUnit } = await companyCurrency(deps.db, member.companyCode);
  const detail = { promotion: summary, currency, minorUnit, running: isRunning(row, deps.now()) };
  if (!('slots' in rules)) {
    const awards = new Map(
      (await tierAwardsOf(deps.db, row.id, member.memberId)).map((a) => [a.tier_index, a.award]),
    );
    const tiers = rules.tiers.map((t, i) => ({
      ...t,
      reached: summary.value >= t.target,
      award: awards.get(i) ?? null,
    }));
    return { ...detail, tiers, wheel: null };
  }
  await ensureSeat(deps.db, row.id, member.memberId, newSeed());
  const [seat, spins] = await Promise.all([
    findSeat(deps.db, row.id, member.memberId),
    findSpins(deps.db, row.id, member.memberId, PROMOTION_SPIN_HISTORY),
  ]);
  const used = seat!.spins_used;
  return {
    ...detail,
    tiers: [],
    wheel: {
      minOrderBv: rules.minOrderBv,
      qualifyingOrders: qualifying,
      maxSpins: rules.maxSpins ?? null,
      earned,
      used,
      left: Math.max(0, earned - used),
      commitment: seat!.commitment,
      nextNonce: used + 1,
      slots: rules.slots,
      history: spins.map(spinRecordOf),
    },
  };
}

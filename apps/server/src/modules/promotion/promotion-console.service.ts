import type {
  ConsolePromotionRow,
  ConsolePromotionTiers,
  PromotionConfig,
  PromotionState,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../deps.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { companyCurrency } from '../bonus/index.js';
import { confirmStepUp } from '../operator/index.js';
import { settlePromotionAudited, SettleRefused } from './prize-ops.service.js';
import { findPromotionById } from './prize.repository.js';
import { createPromotionAudited, PromotionConfigError } from './promotion-ops.service.js';
import {
  findConsolePromotionPage,
  loginNamesOf,
  tierAwardsFor,
} from './promotion-console.repository.js';
import { qualifiersOf } from './promotion-qualifiers.service.js';
import { businessDay, rulesOf } from './promotion-rules.js';
import type { PromotionTable } from './promotion.tables.js';

const PERMISSION = 'promotion:manage';
type Row = Selectable<PromotionTable>;
type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

function stateOf(row: Row, now: Date): PromotionState {
  const day = businessDay(now);
  if (row.settled_at) return 'settled';
  if (day < row.starts_on) return 'upcoming';
  return day <= row.ends_on ? 'running' : 'ended';
}

export function promotionRowView(row: Row, now: Date): ConsolePromotionRow {
  return {
    id: row.id,
    companyCode: row.company_code,
    code: row.code,
    kind: row.kind,
    title: row.title,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    state: stateOf(row, now),
    settledAt: row.settled_at?.toISOString() ?? null,
    createdBy: row.created_by,
    // the table declares created_at defaulted around Timestamp; a Date is what is read
    createdAt: new Date(row.created_at as unknown as Date).toISOString(),
  };
}

/** A promotion of a company the operator may act for; any other reads as missing. */
async function ownPromotion(deps: DbClockDeps, operator: OperatorContext, id: number) {
  requirePermission(operator, PERMISSION);
  const row = await findPromotionById(deps.db, id);
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  return row;
}

export async function listConsolePromotions(
  deps: DbClockDeps,
  operator: OperatorContext,
  query: { pageNum: number; pageSize: number; companyCode?: string },
) {
  requirePermission(operator, PERMISSION, query.companyCode);
  const { rows, total } = await findConsolePromotionPage(
    deps.db,
    { companies: companyScope(operator), companyCode: query.companyCode },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  const now = deps.now();
  const list = rows.map((r) => promotionRowView(r, now));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Creates it through `promo:create`'s own service; the console's entry in its transaction. */
export async function createConsolePromotion(
  deps: DbClockDeps,
  operator: OperatorContext,
  config: PromotionConfig,
): Promise<ConsolePromotionRow> {
  requirePermission(operator, PERMISSION, config.companyCode);
  const audit = (trx: Trx, id: number) =>
    recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'promotion:create',
        companyCode: config.companyCode,
        target: `promotion:${id}`,
        outcome: 'ok',
        after: config,
        at: deps.now(),
      }),
    );
  let id: number;
  try {
    const text = JSON.stringify(config);
    id = await createPromotionAudited(deps.db, operator.loginName, 'console', text, audit);
  } catch (error) {
    if (!(error instanceof PromotionConfigError)) throw error;
    throw new AppError('promotionCodeTaken');
  }
  return promotionRowView((await findPromotionById(deps.db, id))!, deps.now());
}

export async function consolePromotionTiers(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
): Promise<ConsolePromotionTiers> {
  const row = await ownPromotion(deps, operator, id);
  const rules = rulesOf(row.kind, row.rules);
  const { currency, minorUnit } = await companyCurrency(deps.db, row.company_code);
  const base = { promotion: promotionRowView(row, deps.now()), currency, minorUnit };
  if ('slots' in rules) {
    const sum = rules.slots.reduce((total, s) => total + s.weight, 0);
    const slots = rules.slots.map((s) => ({
      ...s,
      chancePercent: Math.round((s.weight / sum) * 10_000) / 100,
    }));
    const spin = { metric: 'spins' as const, minOrderBv: rules.minOrderBv };
    return { ...base, ...spin, maxSpins: rules.maxSpins ?? null, tiers: [], slots };
  }
  const goal = rules.goal;
  return {
    ...base,
    metric: goal.metric,
    minOrderBv: goal.metric === 'qualifyingOrders' ? goal.minOrderBv : null,
    maxSpins: null,
    tiers: rules.tiers.map((t, index) => ({ index, ...t })),
    slots: [],
  };
}

/** Who reaches a tier now (an alphaspin: who earned a spin), a page of them with their award. */
export async function consolePromotionQualifiers(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  page: { pageNum: number; pageSize: number },
) {
  const row = await ownPromotion(deps, operator, id);
  const rules = rulesOf(row.kind, row.rules);
  const { candidates, qualifiers } = await qualifiersOf(deps.db, row);
  const offset = (page.pageNum - 1) * page.pageSize;
  const shown = qualifiers.slice(offset, offset + page.pageSize);
  const ids = shown.map((q) => q.memberId);
  const [names, awards] = await Promise.all([
    loginNamesOf(deps.db, ids),
    tierAwardsFor(deps.db, row.id, ids),
  ]);
  const awardOf = (memberId: number, tier: number | null) =>
    awards.find((a) => a.member_id === memberId && a.tier_index === tier)?.award ?? null;
  const list = shown.map((q) => ({
    ...q,
    loginName: names.get(q.memberId) ?? '',
    tierLabel: q.tierIndex === null || 'slots' in rules ? null : rules.tiers[q.tierIndex]!.label,
    award: awardOf(q.memberId, q.tierIndex),
  }));
  return { list, total: qualifiers.length, candidates, ...page };
}

/**
 * Settles an ended goal promotion now, as `promo:settle` and the nightly job do: each member's
 * tier prize in its own transaction under the unique key (a second settle pays nothing twice).
 * A reason and a fresh code; the console's entry records what this run paid, or the refusal.
 */
export async function settleConsolePromotion(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  input: { reason: string; code: string },
) {
  const row = await ownPromotion(deps, operator, id);
  await confirmStepUp(deps, operator, input.code);
  const entry = (outcome: 'ok' | 'refused', after: Record<string, unknown>) =>
    recordAudit(
      deps.db,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'promotion:settle',
        companyCode: row.company_code,
        target: `promotion:${id}`,
        reason: input.reason,
        outcome,
        after,
        at: deps.now(),
      }),
    );
  try {
    const paid = await settlePromotionAudited(deps.db, operator.loginName, id, deps.now());
    await entry('ok', { paid: paid.length, prizes: paid });
    const settled = (await findPromotionById(deps.db, id))!;
    return { promotion: promotionRowView(settled, deps.now()), paid };
  } catch (error) {
    if (!(error instanceof SettleRefused)) throw error;
    await entry('refused', { error: error.message });
    throw new AppError('promotionSettleRefused');
  }
}

import { z } from 'zod';
import type { CycleResult } from './compute-cycle.js';
import { cycleOf, cycleStart } from './cycle-time.js';
import { NetworkError } from './network.js';
import { DEFAULT_PLAN, type PlanSettings } from './plan-settings.js';
import { formatRational, parseBvHundredths, parseDecimal } from './rational.js';
import { runPlan, type EngineOrder } from './run-plan.js';

/**
 * The simulator's file format (the plan's "Simulator file format"): validated with zod, run
 * through the same engine as the cycle close, written back in the fixed output shape with
 * the trails as extra fields. Pure: the ops command does the reading and writing.
 */
const bvString = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a BV decimal with at most two decimals');

const inputSchema = z.object({
  company: z.object({
    code: z.string().min(1),
    currency: z.string().min(1),
    minorUnit: z.number().int().min(0).max(6),
    bvRate: z.string().regex(/^\d+(\.\d+)?$/, 'a positive decimal string'),
  }),
  members: z.array(
    z.object({
      id: z.string().min(1),
      sponsorId: z.string().nullable(),
      parentId: z.string().nullable(),
      side: z.enum(['L', 'R']).nullable(),
      type: z.enum(['DS', 'PC']),
      status: z.number().int(),
    }),
  ),
  orders: z.array(
    z.object({
      memberId: z.string().min(1),
      bv: bvString,
      type: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(40), z.literal(66)]),
      platform: z.enum(['bzz', 'wpm']),
      paidAt: z.iso.datetime({ offset: true }),
      refund: z.boolean(),
    }),
  ),
  until: z.iso.datetime({ offset: true }),
});

export type SimulatorInput = z.infer<typeof inputSchema>;

export type SimulatorAnswer =
  { ok: true; output: SimulatorOutput } | { ok: false; errors: string[] };

export interface SimulatorOutput {
  cycles: {
    cycle: string;
    start: string;
    lines: Record<string, unknown>[];
    adjustments: Record<string, unknown>[];
    leftOnTable: Record<string, unknown>[];
  }[];
}

/** "member m3 (members[3]).side: …" — names the bad member or order, not just a path. */
function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const [list, index, ...rest] = issue.path;
  const field = rest.length ? `.${rest.join('.')}` : '';
  if ((list === 'members' || list === 'orders') && typeof index === 'number') {
    const item = (raw as Record<string, unknown[]>)[list]?.[index] as
      Record<string, unknown> | undefined;
    const who =
      list === 'members'
        ? `member ${String(item?.id ?? '?')}`
        : `order ${list}[${index}] of member ${String(item?.memberId ?? '?')}`;
    return `${who} (${list}[${index}])${field}: ${issue.message}`;
  }
  return `${issue.path.join('.') || 'input'}: ${issue.message}`;
}

function semanticErrors(input: SimulatorInput): string[] {
  const errors: string[] = [];
  const until = Date.parse(input.until);
  if (cycleStart(cycleOf(until)) !== until) errors.push('until: must be a Monday 00:00 UTC+8');
  const pcs = new Set(input.members.filter((m) => m.type === 'PC').map((m) => m.id));
  input.orders.forEach((o, i) => {
    if (o.type === 20 && pcs.has(o.memberId)) {
      errors.push(
        `order orders[${i}] of member ${o.memberId}: a preferred customer may not place an upgrade order (type 20)`,
      );
    }
  });
  input.members.forEach((m, i) => {
    if ((m.parentId === null) !== (m.side === null)) {
      errors.push(
        `member ${m.id} (members[${i}]): side must be L or R with a parent, null without`,
      );
    }
  });
  return errors;
}

function toOrders(input: SimulatorInput): EngineOrder[] {
  return input.orders.map((o, i) => ({
    ref: `orders[${i}]`,
    memberId: o.memberId,
    bvH: parseBvHundredths(o.bv)!,
    type: o.type,
    platform: o.platform,
    paidAt: Date.parse(o.paidAt),
    refund: o.refund,
  }));
}

function formatCycle(c: CycleResult): SimulatorOutput['cycles'][number] {
  const paid = c.lines.filter((l) => l.amountMinor > 0n);
  const adjusted = c.lines.filter((l) => l.adjustmentMinor !== undefined);
  return {
    cycle: c.name,
    start: c.start,
    lines: paid.map((l) => ({
      memberId: l.memberId,
      type: l.type,
      amountMinor: l.amountMinor.toString(),
      amountBv: formatRational(l.amount, 6),
      trail: l.explain(),
    })),
    adjustments: adjusted.map((l) => ({
      memberId: l.memberId,
      type: l.type,
      amountMinor: '0',
      adjustmentMinor: String(l.adjustmentMinor),
      amountBv: formatRational(l.amount, 6),
    })),
    leftOnTable: c.leftOnTable().map((l) => ({ ...l })),
  };
}

export function simulate(raw: unknown, plan: PlanSettings = DEFAULT_PLAN): SimulatorAnswer {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.map((i) => describeIssue(raw, i)) };
  const input = parsed.data;
  const errors = semanticErrors(input);
  if (errors.length) return { ok: false, errors };
  const { currency, minorUnit, bvRate } = input.company;
  try {
    const { cycles } = runPlan(input.members, toOrders(input), Date.parse(input.until), plan, {
      currency,
      minorUnit,
      bvRate: parseDecimal(bvRate),
    });
    return { ok: true, output: { cycles: cycles.map(formatCycle) } };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, errors: [error.message] };
    throw error;
  }
}

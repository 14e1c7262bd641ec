import type { Db } from '../../../db/client.js';
import {
  buildNetwork,
  cycleEnd,
  cycleName,
  cycleStart,
  newCycleVolumes,
  newPlanState,
  type CycleVolumes,
  type Network,
  type PlanSettings,
  type PlanState,
} from '../engine/index.js';
import {
  findCompanyMembers,
  findVolumeSums,
  findEdgeVolumes,
  findMembersWithVolumes,
  type MemberRow,
  type MemberVolumeRow,
  type VolumeSums,
} from './close-read.repository.js';
import { findMemberStates } from './results.repository.js';
import { AWARD_CODES, RANK_CODES } from '../engine/index.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** `2026-W48` → the engine's cycle number, or null when the name is not a real ISO week. */
export function cycleNumberOf(name: string): number | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(name);
  if (!m) return null;
  const year = Number(m[1]);
  const jan4 = Date.UTC(year, 0, 4);
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const start = monday1 + (Number(m[2]) - 1) * 7 * DAY_MS - 8 * HOUR_MS;
  // cycle numbers count weeks from Monday 1970-01-05 (UTC+8): invert cycleStart
  const n = Math.round((start - cycleStart(0)) / (7 * DAY_MS));
  return cycleName(n) === name ? n : null;
}

/**
 * The engine's network from the member table: D is a distributor (DS), PC a preferred customer.
 * The rows come back too: a company's first close starts from their ranks and awards.
 */
export async function loadNetwork(db: Db, companyCode: string) {
  const rows = await findCompanyMembers(db, companyCode);
  return { net: networkOf(rows), rows };
}

export function networkOf(rows: readonly MemberRow[]): Network {
  return buildNetwork(
    rows.map((r) => ({
      id: String(r.id),
      sponsorId: r.sponsor_id === null ? null : String(r.sponsor_id),
      parentId: r.placement_id === null ? null : String(r.placement_id),
      side: r.placement_side === 'L' || r.placement_side === 'R' ? r.placement_side : null,
      type: r.member_type === 'PC' ? ('PC' as const) : ('DS' as const),
      status: r.status,
    })),
  );
}

/**
 * The rank and highest award each member's row held when the close read it, as indices into
 * RANK_CODES and AWARD_CODES (-1: a code outside them), and the status, so the close can tell
 * whom it raises, and the tree snapshot what each row holds after, without reading the member
 * table again. `net` is `networkOf(rows)`.
 */
export function storedStanding(net: Network, rows: readonly MemberRow[]) {
  const rank = new Int8Array(net.size).fill(-1);
  const award = new Int8Array(net.size).fill(-1);
  const status = new Int16Array(net.size);
  // row i is member i: the network is built from these rows in their order (`networkOf`)
  for (let i = 0; i < net.size; i++) {
    const row = rows[i]!;
    rank[i] = RANK_CODES.indexOf(row.rank_code as (typeof RANK_CODES)[number]);
    award[i] = AWARD_CODES.indexOf(row.highest_award ?? '00');
    status[i] = row.status;
  }
  return { rank, award, status };
}

/**
 * The cycle's volumes from the volume rows: the cycle's own rows by platform and type, and
 * for "active" the 30 days before the cycle's end (the four whole cycles up to it, plus the
 * two days reaching into the cycle before, read from the orders of those days only).
 */
export async function loadVolumes(
  db: Db,
  companyCode: string,
  net: Network,
  cycle: number,
  plan: PlanSettings,
): Promise<CycleVolumes> {
  return volumesOf(net, await readVolumes(db, companyCode, net.ids, cycle, plan));
}

export interface VolumeRead {
  cycle: number;
  sums: VolumeSums[];
  edge: Array<{ member_id: number; bv: bigint }>;
}

/**
 * The cycles whose volume rows answer "active" (the whole cycles of the 30-day window up to
 * `cycle`) and the part of the window before them, read from the orders (`edge`, empty when
 * the window starts on a cycle's start).
 */
function activeWindow(cycle: number, plan: PlanSettings) {
  const windowStart = cycleEnd(cycle) - plan.activeWindowDays * DAY_MS;
  const whole: string[] = [];
  let first = cycle;
  while (cycleStart(first - 1) >= windowStart) first--;
  for (let c = first; c <= cycle; c++) whole.push(cycleName(c));
  return { whole, edge: { from: windowStart, to: cycleStart(first) } };
}

function readEdge(db: Db, companyCode: string, { from, to }: { from: number; to: number }) {
  return from < to ? findEdgeVolumes(db, companyCode, new Date(from), new Date(to)) : [];
}

/** The volume rows of the named members (`ids`: the network's, in any order) for `cycle`. */
export async function readVolumes(
  db: Db,
  companyCode: string,
  ids: readonly string[],
  cycle: number,
  plan: PlanSettings,
): Promise<VolumeRead> {
  const { whole, edge } = activeWindow(cycle, plan);
  // both statements are sent at once: the second runs while the first's rows are read here
  const [sums, edgeRows] = await Promise.all([
    findVolumeSums(db, ids, whole, cycleName(cycle)),
    readEdge(db, companyCode, edge),
  ]);
  return { cycle, sums, edge: edgeRows };
}

/**
 * The close's input in one read: every member of the company by id with their volume sums of
 * the cycle's active window, and the window's edge from the orders (sent at once).
 */
export async function readMembersAndVolumes(
  db: Db,
  companyCode: string,
  cycle: number,
  plan: PlanSettings,
) {
  const { whole, edge } = activeWindow(cycle, plan);
  const [rows, edgeRows] = await Promise.all([
    findMembersWithVolumes(db, companyCode, whole, cycleName(cycle)),
    readEdge(db, companyCode, edge),
  ]);
  return { rows, edge: edgeRows };
}

/**
 * The cycle's volumes from rows read with the members (`readMembersAndVolumes`): row i is the
 * network's member i, as `networkOf` builds the network from these same rows in their order,
 * so no member is looked up by id.
 */
export function volumesInOrder(
  net: Network,
  cycle: number,
  rows: readonly MemberVolumeRow[],
  edge: VolumeRead['edge'],
): CycleVolumes {
  const v = newCycleVolumes(cycle, net.size);
  for (let i = 0; i < net.size; i++) putSums(v, i, rows[i]!);
  addEdge(net, v, edge);
  return v;
}

export function volumesOf(net: Network, { cycle, sums, edge }: VolumeRead): CycleVolumes {
  const v = newCycleVolumes(cycle, net.size);
  for (const row of sums) {
    const i = net.indexOf.get(String(row.member_id));
    if (i !== undefined) putSums(v, i, row);
  }
  addEdge(net, v, edge);
  return v;
}

/** A member's volume sums as read (`VolumeSums`, bigints as text), at index i. */
function putSums(v: CycleVolumes, i: number, row: Omit<VolumeSums, 'member_id'>) {
  v.pbv30[i] = BigInt(row.pbv30);
  v.pbv[i] = BigInt(row.pbv);
  v.packageBv[i] = BigInt(row.package_bv);
  v.retailBv[i] = BigInt(row.retail_bv);
  v.rebuyBv[i] = BigInt(row.rebuy_bv);
  v.marketBv[i] = BigInt(row.market_bv);
}

/** The active window's days before its whole cycles count toward "active" (pbv30) only. */
function addEdge(net: Network, v: CycleVolumes, edge: VolumeRead['edge']) {
  for (const row of edge) {
    const i = net.indexOf.get(String(row.member_id));
    if (i !== undefined) v.pbv30[i]! += row.bv;
  }
}

const digits = (a: Uint8Array) => a.join(',');

/**
 * A stored history (`historyText`: small numbers, comma-separated) into K slots from `at`,
 * read digit by digit: two per member at every weekly close, no array or number made per slot.
 */
function readHistory(text: string, into: Uint8Array, at: number) {
  let k = at;
  let value = 0;
  for (let c = 0; c < text.length; c++) {
    const code = text.charCodeAt(c);
    if (code === 44 /* , */) {
      into[k++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  if (text.length > 0) into[k] = value;
}

/**
 * A company's first close starts from the ranks and highest awards the member table holds
 * (imported from a previous system, or seeded): a rank never goes down, so the engine must not
 * start a gold member at regular. A PC stays regular whatever the row says.
 */
function firstState(net: Network, plan: PlanSettings, rows: readonly MemberRow[]): PlanState {
  const state = newPlanState(net.size, plan);
  for (let i = 0; i < net.size; i++) {
    const row = rows[i]!; // member i (`networkOf(rows)`)
    if (net.isDistributor[i]) {
      state.rank[i] = Math.max(0, RANK_CODES.indexOf(row.rank_code as (typeof RANK_CODES)[number]));
    }
    state.highestAward[i] = Math.max(0, AWARD_CODES.indexOf(row.highest_award ?? '00'));
  }
  return state;
}

type Previous = { cycle: string; cycles_done: number | null } | undefined;

/** The state the previous closed cycle left, or the member rows' for a company's first close. */
export async function loadState(
  db: Db,
  companyCode: string,
  net: Network,
  plan: PlanSettings,
  previous: Previous,
  rows: readonly MemberRow[],
): Promise<PlanState> {
  return stateOf(net, plan, previous, rows, await readPreviousStates(db, companyCode, previous));
}

/** The previous close's member states (none before a company's first close). */
export async function readPreviousStates(db: Db, companyCode: string, previous: Previous) {
  return previous ? findMemberStates(db, companyCode, previous.cycle) : [];
}

export function stateOf(
  net: Network,
  plan: PlanSettings,
  previous: Previous,
  rows: readonly MemberRow[],
  states: Awaited<ReturnType<typeof findMemberStates>>,
): PlanState {
  if (!previous) return firstState(net, plan, rows);
  const state = newPlanState(net.size, plan);
  state.cyclesDone = previous.cycles_done ?? 0;
  const K = plan.paidAsCycles;
  // the states come by member id, as the rows: walked side by side, the map only for a state
  // the walk passed (never, when both are in id order)
  let at = 0;
  for (const row of states) {
    while (at < rows.length && rows[at]!.id < row.member_id) at++;
    const i = rows[at]?.id === row.member_id ? at : net.indexOf.get(String(row.member_id));
    if (i === undefined) continue;
    state.rank[i] = Math.max(0, RANK_CODES.indexOf(row.rank_code as (typeof RANK_CODES)[number]));
    state.highestAward[i] = Math.max(0, AWARD_CODES.indexOf(row.highest_award));
    state.cumulativePackageBv[i] = BigInt(row.cumulative_package_bv);
    state.carryLeft[i] = BigInt(row.carry_left);
    state.carryRight[i] = BigInt(row.carry_right);
    readHistory(row.qualified_history, state.qualifiedHistory, i * K);
    readHistory(row.paid_as_history, state.paidAsHistory, i * K);
  }
  return state;
}

/** A member's slice of the engine's history slots, as stored. */
export function historyText(h: Uint8Array, i: number, K: number): string {
  return digits(h.subarray(i * K, i * K + K));
}

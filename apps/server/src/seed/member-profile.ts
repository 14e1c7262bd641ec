import {
  AWARD_CODES,
  avatarUrl,
  GENDER,
  MEMBER_STATUS,
  MEMBER_TYPE,
  RANK,
  type AwardCode,
  type MemberType,
  type RankCode,
} from '@portal/contract';
import type { MemberRegion } from './member-regions.js';
import type { DemoAccount } from './demo-accounts.js';
import type { Random } from './random.js';

/** The member columns that do not depend on the tree: who they are and where they stand. */
export interface MemberProfile {
  first_name: string;
  last_name: string;
  user_name: string;
  email: string;
  email_verified_at: Date | null;
  mobile_code: string;
  phone: string;
  gender: number;
  birth_date: string;
  status: number;
  member_type: MemberType;
  rank_code: RankCode;
  highest_award: AwardCode | null;
  is_world_plan: boolean;
  avatar_url: string | null;
  is_first_setup: boolean;
  is_init_set: boolean;
  is_need_pwd_popup: boolean;
  must_rebuy_bv: string;
}

export interface ProfileContext {
  id: number;
  login: string;
  joinedAt: Date;
  region: MemberRegion;
  /** every member of the company is a world-plan member (WT) */
  worldPlanCompany: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PC_SHARE = 0.1;
const AVATAR_SHARE = 0.7;
const WORLD_PLAN_SHARE = 0.2;
const REBUY_SHARE = 0.3;
const REBUY_BV = ['10.00', '15.50', '20.00', '25.00', '32.75', '50.00'] as const;

/** Weighted tables: many regular and VIP members, fewer gold and up, few diamonds. */
const STATUS_WEIGHTS: Array<[number, number]> = [
  [MEMBER_STATUS.active, 78],
  [MEMBER_STATUS.toBeActivated, 7],
  [MEMBER_STATUS.frozen, 5],
  [MEMBER_STATUS.inactive, 10],
];
const RANK_WEIGHTS: Array<[RankCode, number]> = [
  [RANK.regular, 25],
  [RANK.vip, 30],
  [RANK.silver, 20],
  [RANK.gold, 13],
  [RANK.platinum, 8],
  [RANK.diamond, 4],
];
/** Share of a rank that has reached an award, and the range of award indexes reached. */
const AWARD_BY_RANK: Partial<Record<RankCode, { share: number; from: number; to: number }>> = {
  [RANK.gold]: { share: 0.35, from: 0, to: 1 },
  [RANK.platinum]: { share: 0.6, from: 1, to: 4 },
  [RANK.diamond]: { share: 0.85, from: 3, to: 8 },
};

function weighted<T>(random: Random, table: Array<[T, number]>): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (table[table.length - 1] as [T, number])[0];
}

function pickAward(random: Random, rank: RankCode): AwardCode | null {
  const rule = AWARD_BY_RANK[rank];
  if (!rule || !random.chance(rule.share)) return null;
  return AWARD_CODES[random.int(rule.from, rule.to)] ?? null;
}

function phoneOf(random: Random, region: MemberRegion): string {
  let digits = random.pick(region.mobilePrefixes);
  for (let i = 0; i < region.mobileDigits; i++) digits += String(random.int(0, 9));
  return digits;
}

function birthDateOf(random: Random): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${random.int(1955, 2004)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

function personOf(random: Random, region: MemberRegion, gender: number) {
  const female = gender === GENDER.female || (gender === GENDER.unknown && random.chance(0.5));
  const first = random.pick(female ? region.female : region.male);
  const last = random.pick(region.last);
  const userName = region.familyNameFirst ? `${last} ${first}` : `${first} ${last}`;
  return { first_name: first, last_name: last, user_name: userName };
}

/** A generated member; `active` ones (a demo account's downline) are active distributors. */
export function randomProfile(
  random: Random,
  ctx: ProfileContext,
  opts: { active?: boolean; root?: boolean } = {},
): MemberProfile {
  const gender = random.chance(0.05) ? GENDER.unknown : random.pick([GENDER.male, GENDER.female]);
  const isPc = !opts.active && !opts.root && random.chance(PC_SHARE);
  const status = opts.active || opts.root ? MEMBER_STATUS.active : weighted(random, STATUS_WEIGHTS);
  const rank = opts.root ? RANK.diamond : isPc ? RANK.regular : weighted(random, RANK_WEIGHTS);
  const pendingSetup = status === MEMBER_STATUS.toBeActivated;
  const rebuys = status === MEMBER_STATUS.active && !isPc && random.chance(REBUY_SHARE);
  return {
    ...personOf(random, ctx.region, gender),
    email: `${ctx.login}@example.com`,
    email_verified_at: random.chance(0.8) ? new Date(ctx.joinedAt.getTime() + DAY_MS) : null,
    mobile_code: ctx.region.callingCode,
    phone: phoneOf(random, ctx.region),
    gender,
    birth_date: birthDateOf(random),
    status,
    member_type: isPc ? MEMBER_TYPE.preferredCustomer : MEMBER_TYPE.distributor,
    rank_code: rank,
    highest_award: opts.root ? '08' : pickAward(random, rank),
    is_world_plan: ctx.worldPlanCompany || opts.root === true || random.chance(WORLD_PLAN_SHARE),
    avatar_url: random.chance(AVATAR_SHARE) ? avatarUrl(ctx.id) : null,
    is_first_setup: pendingSetup,
    is_init_set: pendingSetup,
    is_need_pwd_popup: pendingSetup,
    must_rebuy_bv: rebuys ? random.pick(REBUY_BV) : '0.00',
  };
}

/** A demo account of the README, exactly as DEMO_LOGINS lists it. */
export function demoProfile(random: Random, ctx: ProfileContext, demo: DemoAccount): MemberProfile {
  const pendingSetup = demo.status === MEMBER_STATUS.toBeActivated;
  return {
    first_name: demo.firstName,
    last_name: demo.lastName,
    user_name: `${demo.firstName} ${demo.lastName}`,
    email: demo.email,
    email_verified_at: pendingSetup ? null : new Date(ctx.joinedAt.getTime() + DAY_MS),
    mobile_code: ctx.region.callingCode,
    phone: phoneOf(random, ctx.region),
    gender: demo.gender,
    birth_date: birthDateOf(random),
    status: demo.status,
    member_type: demo.memberType,
    rank_code: demo.rank,
    highest_award: demo.highestAward,
    is_world_plan: demo.isWorldPlan,
    avatar_url: pendingSetup ? null : avatarUrl(ctx.id),
    is_first_setup: demo.isFirstSetup,
    is_init_set: demo.isInitSet,
    is_need_pwd_popup: demo.isNeedPwdPopup,
    must_rebuy_bv: '0.00',
  };
}

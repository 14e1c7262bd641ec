import {
  COMPANY_CODES,
  MARKETPLACE_ONLY_COMPANY,
  MEMBER_TYPE,
  type CompanyCode,
} from '@portal/contract';
import { MEMBER_REGIONS } from './member-regions.js';
import { DEMO_LOGINS, type DemoAccount } from './demo-accounts.js';
import { createCompanyTree, type TreePosition } from './member-tree.js';
import { demoProfile, randomProfile, type MemberProfile } from './member-profile.js';
import { createRandom, SEED } from './random.js';

export const MEMBERS_PER_COMPANY = 250;
/** Where a company's demo accounts join: well inside the tree, with members above and after. */
const DEMO_FIRST_POSITION = 60;
const DEMO_SPACING = 50;
/** A new member's sponsor is mostly one of the last few who joined: deep, bushy trees. */
const RECENT_SPONSORS = 12;
const RECENT_SHARE = 0.75;
const JOIN_START_MS = Date.UTC(2019, 0, 7, 1);
const JOIN_END_MS = Date.UTC(2026, 9, 31, 1);
const JOIN_JITTER_MS = 20 * 60 * 60 * 1000;

export type SeedMemberRow = MemberProfile &
  TreePosition & { id: number; login_name: string; company_code: CompanyCode; joined_at: Date };

/**
 * The members of one company, ids from `firstId` on, in joining order (every sponsor and
 * placement parent comes before its recruits). Deterministic per company.
 */
export function buildCompanyMembers(code: CompanyCode, firstId: number): SeedMemberRow[] {
  const random = createRandom(SEED + COMPANY_CODES.indexOf(code) * 7919);
  const region = MEMBER_REGIONS[code];
  const tree = createCompanyTree();
  const rows: SeedMemberRow[] = [];
  const sponsors: number[] = [];
  let sequence = 0;

  const add = (
    login: string,
    sponsorId: number | null,
    profileOf: (ctx: Parameters<typeof randomProfile>[1]) => MemberProfile,
    canSponsor: (profile: MemberProfile) => boolean,
  ): number => {
    const id = firstId + rows.length;
    const span = JOIN_END_MS - JOIN_START_MS;
    const joinedAt = new Date(
      JOIN_START_MS +
        Math.floor((span * rows.length) / MEMBERS_PER_COMPANY) +
        random.int(0, JOIN_JITTER_MS),
    );
    const profile = profileOf({
      id,
      login,
      joinedAt,
      region,
      worldPlanCompany: code === MARKETPLACE_ONLY_COMPANY,
    });
    const position = sponsorId === null ? tree.addRoot(id) : tree.add(id, sponsorId);
    rows.push({
      ...profile,
      ...position,
      id,
      login_name: login,
      company_code: code,
      joined_at: joinedAt,
    });
    if (canSponsor(profile)) sponsors.push(id);
    return id;
  };

  const isDistributor = (p: MemberProfile) => p.member_type === MEMBER_TYPE.distributor;
  const nextLogin = () => `${code}${String(++sequence).padStart(6, '0')}`;
  const addGenerated = (
    sponsorId: number | null,
    opts: { active?: boolean; root?: boolean } = {},
  ) => add(nextLogin(), sponsorId, (ctx) => randomProfile(random, ctx, opts), isDistributor);

  const pickSponsor = (): number => {
    if (!random.chance(RECENT_SHARE)) return random.pick(sponsors);
    const window = Math.min(RECENT_SPONSORS, sponsors.length);
    return sponsors[sponsors.length - 1 - random.int(0, window - 1)] as number;
  };

  /** The scripted downline of a demo account: direct recruits, two more levels below. */
  const addDemoDownline = (demoId: number, direct: number) => {
    const recruits = Array.from({ length: direct }, () => addGenerated(demoId, { active: true }));
    const second = recruits
      .slice(0, Math.ceil(direct / 2))
      .flatMap((id) => [addGenerated(id, { active: true }), addGenerated(id, { active: true })]);
    for (const id of second.slice(0, 2)) addGenerated(id, { active: true });
  };

  const addDemo = (demo: DemoAccount) => {
    const id = add(
      demo.login,
      pickSponsor(),
      (ctx) => demoProfile(random, ctx, demo),
      (p) => isDistributor(p) && demo.downline > 0,
    );
    if (demo.downline > 0) addDemoDownline(id, demo.downline);
  };

  const pendingDemos = DEMO_LOGINS.filter((d) => d.company === code).map((demo, i) => ({
    demo,
    at: DEMO_FIRST_POSITION + i * DEMO_SPACING,
  }));
  addGenerated(null, { root: true });
  while (rows.length < MEMBERS_PER_COMPANY) {
    const next = pendingDemos[0];
    if (next && rows.length >= next.at) {
      pendingDemos.shift();
      addDemo(next.demo);
    } else {
      addGenerated(pickSponsor());
    }
  }
  return rows;
}

import {
  formatMinor,
  SPONSOR_GENERATIONS_MAX,
  type SponsorGenerations,
  type SponsorGenerationsQuery,
} from '@portal/contract';
import type { DbClockDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { unilevelLevelsOpenIn } from '../../lib/unilevel-levels-open.js';
import { readGenerations, type GenerationSource } from './generations.repository.js';
import { memberStanding, windowOf } from './standing/standing.service.js';
import { factsFor } from './tree.service.js';

/**
 * The member's own sponsor downline by generation (only the signed-in member's: the walk
 * starts at them, so nobody else's downline can be asked for). The rank, and so the unilevel
 * levels it opens, is the standing service's, and "active" is the standing's rule, so the
 * figures agree with the rank card, the trees' cards and the bonus report.
 */
export async function getSponsorGenerations(
  deps: DbClockDeps,
  auth: MemberContext,
  query: SponsorGenerationsQuery,
): Promise<SponsorGenerations> {
  const facts = await factsFor(deps, auth, query.cycle);
  const source: GenerationSource =
    'at' in facts.asOf
      ? { kind: 'open', cycle: facts.source.cycle, window: windowOf(facts.asOf.at) }
      : { kind: 'snapshot', cycle: facts.source.cycle };
  const [standing, rows] = await Promise.all([
    memberStanding(deps.db, auth.memberId, facts.asOf),
    readGenerations(deps.db, {
      viewerId: auth.memberId,
      companyCode: auth.companyCode,
      max: SPONSOR_GENERATIONS_MAX,
      source,
    }),
  ]);
  // a member who joined after a close has no standing in it: regular, nothing open
  const rank = standing?.rank ?? '0';
  // the plan's default table, below both modules: organization may not ask bonus, which imports it
  const opened = unilevelLevelsOpenIn(rank);
  return {
    cycle: facts.source.cycle,
    asOf: facts.source.kind === 'snapshot',
    factsAt: standing?.at ?? null,
    rank,
    unilevelLevelsOpened: opened,
    levels: rows.map((row) => ({
      level: row.level,
      members: row.members,
      active: row.active,
      pbv: formatMinor(BigInt(row.pbv), 2),
      opened: row.level <= opened,
    })),
    more: rows[0]?.more ?? false,
  };
}

import {
  awardNameKey,
  GENDER_ORDER,
  genderLabelKey,
  MUST_REBUY_BV_START,
  rankNameKey,
  type CurrentStatus,
  type EmailAvailability,
  type GenderOption,
  type Locale,
  type MemberDetail,
  type MemberGrade,
  type MemberInfo,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { standingsOf } from '../organization/index.js';
import { renderAvatarSvg } from './avatar-svg.js';
import { toMemberDetail } from './member-detail.js';
import { withStanding } from './member-standing.js';
import {
  findMemberDetail,
  findMemberInNetwork,
  findMemberStatus,
  insertMemberRow,
  isEmailUsedByOther,
  type NewMemberRow,
} from './member.repository.js';
import type { Trx } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** The logged-in member, from the session the auth hook read, with the standing now. */
export function currentMemberInfo(deps: DbClockDeps, auth: MemberContext): Promise<MemberInfo> {
  return withStanding(deps.db, auth.info, deps.now());
}

/** The status as stored now, not as it was when the session was read (spec "States and transitions" re-fetch). */
export async function currentStatus(deps: DbDeps, auth: MemberContext): Promise<CurrentStatus> {
  const status = await findMemberStatus(deps.db, auth.memberId);
  if (status === undefined) throw new AppError('unauthorized');
  return { status: status as CurrentStatus['status'] };
}

/**
 * Oneself or a member of one's downline (sponsor or placement tree). Anyone else and an
 * unknown id get the same answer, so a member cannot probe which ids exist.
 */
export async function memberInNetwork(
  deps: DbClockDeps,
  auth: MemberContext,
  memberId: number,
): Promise<MemberDetail> {
  const row = await findMemberInNetwork(deps.db, auth.memberId, memberId);
  if (!row) throw new AppError('memberNotInNetwork');
  return withStanding(deps.db, toMemberDetail(row), deps.now());
}

/** The account view of `/sys/user/{id}`: a member may open only their own. */
export async function ownAccount(
  deps: DbClockDeps,
  auth: MemberContext,
  memberId: number,
): Promise<MemberDetail> {
  if (memberId !== auth.memberId) throw new AppError('forbidden');
  const row = await findMemberDetail(deps.db, auth.memberId);
  if (!row) throw new AppError('unauthorized');
  return withStanding(deps.db, toMemberDetail(row), deps.now());
}

export function genderOptions(locale: Locale): GenderOption[] {
  return GENDER_ORDER.map((value) => ({ value, label: translate(locale, genderLabelKey(value)) }));
}

export async function memberGrade(
  deps: DbClockDeps,
  auth: MemberContext,
  locale: Locale,
): Promise<MemberGrade> {
  const standings = await standingsOf(deps.db, [auth.memberId], { at: deps.now() });
  const standing = standings.get(auth.memberId);
  if (!standing) throw new AppError('unauthorized');
  const award = standing.highestAward === '00' ? null : standing.highestAward;
  return {
    rankCode: standing.rank,
    rankName: translate(locale, rankNameKey(standing.rank)),
    memberType: standing.memberType,
    highestAward: award,
    highestAwardName: award ? translate(locale, awardNameKey(award)) : null,
    mustRebuyBV4Active: Number(standing.mustRebuyBV4Active ?? MUST_REBUY_BV_START),
  };
}

/** Is the address free for the member, i.e. used by nobody else of their company? */
export async function emailAvailability(
  deps: DbDeps,
  auth: MemberContext,
  email: string | undefined,
): Promise<EmailAvailability> {
  if (!email) {
    throw new AppError('validation', {
      fields: [{ path: 'body.email', key: 'validation.required' }],
    });
  }
  const used = await isEmailUsedByOther(deps.db, auth.companyCode, email, auth.memberId);
  return { available: !used };
}

export function avatarImage(seed: string): string {
  return renderAvatarSvg(seed);
}

/** The row registration fills for a new member; the face offers it with the service below. */
export type { NewMemberRow };

/**
 * A new member of the sponsor's company under the sponsor (registration): login name
 * `<company><100000 + id>`, sponsor path below the sponsor's, not yet placed. Runs in the
 * caller's transaction so the placement and the application commit with it.
 */
export function createUnplacedMember(
  trx: Trx,
  member: NewMemberRow,
  sponsor: { sponsorPath: string; companyCode: string },
) {
  return insertMemberRow(trx, member, sponsor.sponsorPath, sponsor.companyCode);
}

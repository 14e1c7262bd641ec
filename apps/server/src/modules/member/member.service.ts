import {
  awardNameKey,
  GENDER_ORDER,
  genderLabelKey,
  rankNameKey,
  type AwardCode,
  type CurrentStatus,
  type EmailAvailability,
  type GenderOption,
  type Locale,
  type MemberDetail,
  type MemberGrade,
  type MemberInfo,
  type RankCode,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { renderAvatarSvg } from './avatar-svg.js';
import { toMemberDetail } from './member-detail.js';
import {
  findMemberDetail,
  findMemberGrade,
  findMemberInNetwork,
  findMemberStatus,
  insertMemberRow,
  isEmailUsedByOther,
  type NewMemberRow,
} from './member.repository.js';
import type { Trx } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** The logged-in member, from the session the auth hook already read: no query. */
export function currentMemberInfo(auth: MemberContext): MemberInfo {
  return auth.info;
}

/** The status as stored now, not as it was when the session was read (spec 4 re-fetch). */
export async function currentStatus(deps: AppDeps, auth: MemberContext): Promise<CurrentStatus> {
  const status = await findMemberStatus(deps.db, auth.memberId);
  if (status === undefined) throw new AppError('unauthorized');
  return { status: status as CurrentStatus['status'] };
}

/**
 * Oneself or a member of one's downline (sponsor or placement tree). Anyone else and an
 * unknown id get the same answer, so a member cannot probe which ids exist.
 */
export async function memberInNetwork(
  deps: AppDeps,
  auth: MemberContext,
  memberId: number,
): Promise<MemberDetail> {
  const row = await findMemberInNetwork(deps.db, auth.memberId, memberId);
  if (!row) throw new AppError('memberNotInNetwork');
  return toMemberDetail(row);
}

/** The account view of `/sys/user/{id}`: a member may open only their own. */
export async function ownAccount(
  deps: AppDeps,
  auth: MemberContext,
  memberId: number,
): Promise<MemberDetail> {
  if (memberId !== auth.memberId) throw new AppError('forbidden');
  const row = await findMemberDetail(deps.db, auth.memberId);
  if (!row) throw new AppError('unauthorized');
  return toMemberDetail(row);
}

export function genderOptions(locale: Locale): GenderOption[] {
  return GENDER_ORDER.map((value) => ({ value, label: translate(locale, genderLabelKey(value)) }));
}

export async function memberGrade(
  deps: AppDeps,
  auth: MemberContext,
  locale: Locale,
): Promise<MemberGrade> {
  const row = await findMemberGrade(deps.db, auth.memberId);
  if (!row) throw new AppError('unauthorized');
  const rankCode = row.rank_code as RankCode;
  const award = row.highest_award as AwardCode | null;
  return {
    rankCode,
    rankName: translate(locale, rankNameKey(rankCode)),
    memberType: row.member_type,
    highestAward: award,
    highestAwardName: award ? translate(locale, awardNameKey(award)) : null,
    mustRebuyBV4Active: Number(row.must_rebuy_bv),
  };
}

/** Is the address free for the member, i.e. used by nobody else of their company? */
export async function emailAvailability(
  deps: AppDeps,
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

/**
 * A new member of the sponsor's company under the sponsor (registration, issue 15): login name
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

import { MEMBER_STATUS } from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { publish, type MemberDataExport } from '../../lib/events/index.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  eraseMemberRow,
  findMemberForPrivacy,
  lockMemberForErasure,
} from './member-privacy-console.repository.js';

/**
 * The console's privacy actions on a member (permission member:privacy): the export of their
 * personal data and its erasure. The data spans modules this one may not import (address, bank,
 * order and message import member, or what imports it), so each module answers for its own
 * tables: `memberExporting` asks each for its section, `memberErasing` has each overwrite its
 * part, in the same transaction as the member row and the audit entry.
 */

type Member = NonNullable<Awaited<ReturnType<typeof findMemberForPrivacy>>>;

const profileOf = (m: Member) => ({
  id: m.id,
  loginName: m.login_name,
  companyCode: m.company_code,
  memberType: m.member_type,
  firstName: m.first_name,
  lastName: m.last_name,
  name: m.user_name,
  email: m.email,
  mobileCode: m.mobile_code,
  phone: m.phone,
  gender: m.gender,
  birthDate: m.birth_date,
  status: m.status,
  rankCode: m.rank_code,
  avatarUrl: m.avatar_url,
  hasUploadedPicture: m.picture_updated_at !== null,
  preferredLocale: m.preferred_locale,
  sponsorLoginName: m.sponsor_login_name,
  joinedAt: m.created_at.toISOString(),
});

/**
 * The member's personal data as one JSON document: the profile (here), then each module's
 * section (addresses, bank accounts masked, orders, messages). Audited with its reason, in the
 * transaction that reads the sections.
 */
export async function exportMemberData(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
): Promise<{ fileName: string; json: string }> {
  requirePermission(operator, 'member:privacy');
  const member = await findMemberForPrivacy(deps.db, id);
  if (!member) throw new AppError('notFound');
  requirePermission(operator, 'member:privacy', member.company_code);
  const at = deps.now();
  const gathered: MemberDataExport = { memberId: member.id, sections: {} };
  await inTransaction(deps.db, async (trx) => {
    gathered.sections = {};
    await publish(trx, 'memberExporting', gathered);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:privacy',
        action: 'member:export',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        after: { sections: ['profile', ...Object.keys(gathered.sections)] },
        at,
      }),
    );
  });
  const document = {
    exportedAt: at.toISOString(),
    profile: profileOf(member),
    ...gathered.sections,
  };
  return {
    fileName: `member-${member.id}-personal-data.json`,
    json: `${JSON.stringify(document, null, 2)}\n`,
  };
}

/**
 * Erases the member's personal data: names, email, phone, birth date and picture here, and,
 * through `memberErasing`, the address book (address), the bank accounts' holder names (bank),
 * the receivers of their orders (order) and their emailed links (auth); then freezes the member
 * (`memberFrozen`: the sessions end, no login). What stays, because the ledger and the trees
 * must: the member's id, login name (the key operators and the audit trail name them by) and
 * company; sponsor and placement (the trees of others rest on them); every journal and balance;
 * the orders' numbers, amounts, BV, country and province (tax and commissions); the bank
 * accounts' encrypted numbers (payouts name them); the audit trail. `confirmLogin` must be the
 * member's login name (any case), typed by the operator.
 */
export async function eraseMemberData(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string; confirmLogin: string },
) {
  requirePermission(operator, 'member:privacy');
  return inTransaction(deps.db, async (trx) => {
    const member = await lockMemberForErasure(trx, id);
    if (!member) throw new AppError('notFound');
    requirePermission(operator, 'member:privacy', member.company_code);
    if (member.login_name.toLowerCase() !== input.confirmLogin.trim().toLowerCase()) {
      throw new AppError('eraseLoginMismatch');
    }
    const at = deps.now();
    const status = MEMBER_STATUS.frozen;
    await eraseMemberRow(trx, member.id, status, at);
    await publish(trx, 'memberErasing', { memberId: member.id, at });
    await publish(trx, 'memberFrozen', { memberId: member.id, at });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:privacy',
        action: 'member:erase',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        before: { status: member.status },
        after: { status, erased: true },
        at,
      }),
    );
    return { id: member.id, status };
  });
}

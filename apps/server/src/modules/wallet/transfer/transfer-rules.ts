import { MAX_MEMBER_ID, WALLET_FIELD_ERROR, type MemberAccount } from '@portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { assertMemberMay } from '../../member/index.js';
import { fieldError } from '../wallet-input.js';

/**
 * A member as the transfer rules see it: the shape of the repository's recipient rows.
 * `in_line`: in the sender's sponsor line (upline or downline), asked of the tree in SQL
 * (`tree_is_under`, any depth) when the row was read for that sender.
 */
export interface Party {
  id: number;
  company_code: string;
  status: number;
  in_line: boolean;
}

/** The logged-in sender as a Party, so both sides of a transfer are checked alike. */
export function partyOf(member: { memberId: number; companyCode: string; status: number }): Party {
  return {
    id: member.memberId,
    company_code: member.companyCode,
    status: member.status,
    in_line: true,
  };
}

/** To another member bonus → bonus; to oneself bonus → e-product. Nothing else. */
export function assertAccountPair(toSelf: boolean, from: MemberAccount, to: MemberAccount): void {
  const allowed = toSelf
    ? from === 'bonus' && to === 'eproduct'
    : from === 'bonus' && to === 'bonus';
  if (!allowed) throw fieldError('body.toAccount', WALLET_FIELD_ERROR.accountPair);
}

/** Upline or downline in the sponsor tree (the member itself included), same company. */
export function inSponsorLine(sender: Party, recipient: Party): boolean {
  return sender.company_code === recipient.company_code && recipient.in_line;
}

/**
 * Who may receive: someone in the sender's sponsor line (an unknown id gets the same answer,
 * so ids cannot be probed), and only an active member.
 */
export function assertMayReceive(sender: Party, recipient: Party | undefined): asserts recipient {
  if (!recipient || !inSponsorLine(sender, recipient)) throw new AppError('memberNotInNetwork');
  assertMemberMay('bePaid', recipient);
}

/** The member id a typed recipient names, if it is one (a whole number in the id range). */
export function memberIdOf(typed: string): number | null {
  if (!/^\d{1,10}$/.test(typed)) return null;
  const id = Number(typed);
  return id >= 1 && id <= MAX_MEMBER_ID ? id : null;
}

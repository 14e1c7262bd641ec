import {
  MAX_MEMBER_ID,
  MEMBER_STATUS,
  WALLET_FIELD_ERROR,
  type MemberAccount,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { fieldError } from '../wallet-input.js';

interface Party {
  id: number;
  company_code: string;
  status: number;
  sponsor_path: string;
}

/** To another member bonus → bonus; to oneself bonus → e-product. Nothing else. */
export function assertAccountPair(toSelf: boolean, from: MemberAccount, to: MemberAccount): void {
  const allowed = toSelf
    ? from === 'bonus' && to === 'eproduct'
    : from === 'bonus' && to === 'bonus';
  if (!allowed) throw fieldError('body.toAccount', WALLET_FIELD_ERROR.accountPair);
}

/** Upline or downline in the sponsor tree, same company; paths include the member itself. */
export function inSponsorLine(sender: Party, recipient: Party): boolean {
  if (sender.company_code !== recipient.company_code) return false;
  return (
    recipient.sponsor_path.startsWith(sender.sponsor_path) ||
    sender.sponsor_path.startsWith(recipient.sponsor_path)
  );
}

/**
 * Who may receive: someone in the sender's sponsor line (an unknown id gets the same answer,
 * so ids cannot be probed), and only an active member.
 */
export function assertMayReceive(sender: Party, recipient: Party | undefined): asserts recipient {
  if (!recipient || !inSponsorLine(sender, recipient)) throw new AppError('memberNotInNetwork');
  if (recipient.status !== MEMBER_STATUS.active) throw new AppError('memberInactive');
}

/** The member id a typed recipient names, if it is one (a whole number in the id range). */
export function memberIdOf(typed: string): number | null {
  if (!/^\d{1,10}$/.test(typed)) return null;
  const id = Number(typed);
  return id >= 1 && id <= MAX_MEMBER_ID ? id : null;
}

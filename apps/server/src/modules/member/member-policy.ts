import { MEMBER_STATUS, type ErrorKey, type MemberStatus } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';

/**
 * What a member's status lets them do, in one table (docs/member-policy.md). The rules differ on
 * purpose, action by action, and the table keeps each as the pages and the spec set it: moving
 * money needs an active member, filling a cart refuses only an inactive one, paying an order
 * refuses inactive and frozen. No rule reads the member type today.
 */
export type MemberAction =
  /** send a transfer, ask for or change a withdrawal (wallet) */
  | 'moveMoney'
  /** receive a transfer from someone in the sponsor line (wallet) */
  | 'bePaid'
  /** add to or change the cart (shop, spec "Roles and permissions") */
  | 'shop'
  /** pay an order, by any method (orders, payments) */
  | 'payOrder'
  /** open a registration link as the sponsor (registration) */
  | 'sponsor'
  /** log in, by password or silently (auth) */
  | 'logIn';

/** The refusal a status meets for an action; null: allowed. */
type Refusal = ErrorKey | null;

/** One action's rule: a refusal per known status, and one for a status outside MEMBER_STATUS. */
type Rule = Record<MemberStatus, Refusal> & { other: Refusal };

const { toBeActivated, active, frozen, inactive } = MEMBER_STATUS;

/** Only an active member; every other status (unknown ones too) is refused with `refusal`. */
const activeOnly = (refusal: ErrorKey): Rule => ({
  [toBeActivated]: refusal,
  [active]: null,
  [frozen]: refusal,
  [inactive]: refusal,
  other: refusal,
});

export const MEMBER_POLICY: Readonly<Record<MemberAction, Rule>> = {
  moveMoney: activeOnly('memberInactive'),
  bePaid: activeOnly('memberInactive'),
  // an inactive member may look but not fill a cart; to be activated and frozen may
  shop: {
    [toBeActivated]: null,
    [active]: null,
    [frozen]: null,
    [inactive]: 'memberInactive',
    other: null,
  },
  payOrder: {
    [toBeActivated]: null,
    [active]: null,
    [frozen]: 'memberFrozen',
    [inactive]: 'memberInactive',
    other: null,
  },
  // an unknown sponsor and an inactive one read the same on the link page
  sponsor: activeOnly('sponsorUnavailable'),
  // inactivity blocks actions later, not the login
  logIn: {
    [toBeActivated]: null,
    [active]: null,
    [frozen]: 'memberFrozen',
    [inactive]: null,
    other: null,
  },
};

const isKnown = (status: number): status is MemberStatus =>
  Object.values(MEMBER_STATUS).includes(status as MemberStatus);

/** The error key refusing `action` to a member of `status`, or null when it is allowed. */
export function memberRefusal(action: MemberAction, status: number): Refusal {
  const rule = MEMBER_POLICY[action];
  return isKnown(status) ? rule[status] : rule.other;
}

/** Throws the table's refusal for `action`, if the member's status meets one. */
export function assertMemberMay(action: MemberAction, member: { status: number }): void {
  const refusal = memberRefusal(action, member.status);
  if (refusal) throw new AppError(refusal);
}

export const mayMoveMoney = (status: number) => memberRefusal('moveMoney', status) === null;
export const mayBePaid = (status: number) => memberRefusal('bePaid', status) === null;
export const mayShop = (status: number) => memberRefusal('shop', status) === null;
export const mayPayOrder = (status: number) => memberRefusal('payOrder', status) === null;
export const maySponsor = (status: number) => memberRefusal('sponsor', status) === null;
export const mayLogIn = (status: number) => memberRefusal('logIn', status) === null;

/**
 * The statuses allowed `action`, for a statement that applies the rule in SQL (a transfer's
 * recipient, migration 0072). Only for an action refusing every status outside MEMBER_STATUS,
 * which a list of the allowed ones says too.
 */
export function statusesThatMay(action: MemberAction): number[] {
  if (MEMBER_POLICY[action].other === null) {
    throw new Error(`${action} allows unknown statuses: no list says that`);
  }
  return Object.values(MEMBER_STATUS).filter((status) => memberRefusal(action, status) === null);
}

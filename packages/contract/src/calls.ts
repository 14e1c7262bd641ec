import { AUTH_CALLS } from './auth/auth.calls.js';
import { BANK_CALLS } from './bank/bank.calls.js';
import { CART_CALLS } from './cart/cart.calls.js';
import { CATALOG_CALLS } from './catalog/catalog.calls.js';
import type { CallShape } from './common/define-call.js';
import { MEMBER_CALLS } from './member/member.calls.js';
import { MENU_CALLS } from './menu/menu.calls.js';
import { MESSAGE_CALLS } from './message/message.calls.js';
import { PAGE_CALLS } from './page/page.calls.js';
import { SECURITY_CALLS } from './security/security.calls.js';
import { SYSTEM_CALLS } from './system/system.calls.js';
import { WALLET_CALLS } from './wallet/wallet.calls.js';

/** Each domain's registry of calls, by domain name (the name prefixes each call's id). */
export const CALL_REGISTRIES = {
  system: SYSTEM_CALLS,
  auth: AUTH_CALLS,
  member: MEMBER_CALLS,
  menu: MENU_CALLS,
  message: MESSAGE_CALLS,
  page: PAGE_CALLS,
  security: SECURITY_CALLS,
  bank: BANK_CALLS,
  wallet: WALLET_CALLS,
  catalog: CATALOG_CALLS,
  cart: CART_CALLS,
} as const satisfies Record<string, Record<string, CallShape>>;

/** A declared call with its id (`<domain>.<name>`), as the route test and the matrix list them. */
export type NamedCall = CallShape & { readonly id: string };

/** Every API call of the portal, each declared once; routes, OpenAPI and the matrix derive from it. */
export const API_CALLS: readonly NamedCall[] = Object.entries(CALL_REGISTRIES).flatMap(
  ([domain, calls]) =>
    Object.entries(calls).map(([name, call]): NamedCall => ({ ...call, id: `${domain}.${name}` })),
);

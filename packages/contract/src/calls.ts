import { ADDRESS_CALLS } from './address/address.calls.js';
// registration
import { REGISTRATION_CALLS } from './registration/registration.calls.js';
// library
import { LIBRARY_CALLS } from './library/library.calls.js';
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
// orders
import { ORDER_CALLS } from './order/order.calls.js';
// invoice
import { INVOICE_CALLS } from './invoice/invoice.calls.js';
// payment
import { PAYMENT_CALLS } from './payment/payment.calls.js';
// organization
import { ORGANIZATION_CALLS } from './organization/organization.calls.js';
// bonus report
import { BONUS_CALLS, ESTIMATE_CALLS } from './bonus/bonus.calls.js';
// personal profile
import { PROFILE_CALLS } from './profile/profile.calls.js';
// vacation points
import { VACATION_CALLS } from './vacation/vacation.calls.js';
// points shop
import { POINTS_SHOP_CALLS } from './points-shop/points-shop.calls.js';
// news
import { NEWS_CALLS } from './news/news.calls.js';
// promotions
import { PROMOTION_CALLS } from './promotion/promotion.calls.js';
// the dashboard's one read of the member's figures
import { DASHBOARD_CALLS } from './dashboard/dashboard.calls.js';
// autoship
import { AUTOSHIP_CALLS } from './autoship/autoship.calls.js';
// the income disclosure statement's public pages
import { DISCLOSURE_CALLS } from './disclosure/disclosure.calls.js';

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
  // orders
  order: ORDER_CALLS,
  // invoice
  invoice: INVOICE_CALLS,
  // addresses
  address: ADDRESS_CALLS,
  // payment
  payment: PAYMENT_CALLS,
  // organization
  organization: ORGANIZATION_CALLS,
  // bonus report
  bonus: BONUS_CALLS,
  // personal profile
  profile: PROFILE_CALLS,
  // estimate, rank card, vacation points
  estimate: ESTIMATE_CALLS,
  vacation: VACATION_CALLS,
  // points shop
  pointsShop: POINTS_SHOP_CALLS,
  // registration
  registration: REGISTRATION_CALLS,
  // library
  library: LIBRARY_CALLS,
  // news
  news: NEWS_CALLS,
  // promotions
  promotion: PROMOTION_CALLS,
  // the dashboard's one read of the member's figures
  dashboard: DASHBOARD_CALLS,
  // autoship
  autoship: AUTOSHIP_CALLS,
  disclosure: DISCLOSURE_CALLS,
} as const satisfies Record<string, Record<string, CallShape>>;

/** A declared call with its id (`<domain>.<name>`), as the route test and the matrix list them. */
export type NamedCall = CallShape & { readonly id: string };

/** Every API call of the portal, each declared once; routes, OpenAPI and the matrix derive from it. */
export const API_CALLS: readonly NamedCall[] = Object.entries(CALL_REGISTRIES).flatMap(
  ([domain, calls]) =>
    Object.entries(calls).map(([name, call]): NamedCall => ({ ...call, id: `${domain}.${name}` })),
);

import { flowsModule } from '../flows/flows.module.js';
import type { AnySubscriber } from '../lib/events/index.js';
import { activityModule } from './activity/activity.module.js';
import { addressModule } from './address/address.module.js';
import { areaModule } from './area/area.module.js';
import { auditModule } from './audit/audit.module.js';
import { autoshipModule } from './autoship/autoship.module.js';
import { authModule } from './auth/auth.module.js';
import { bankModule } from './bank/bank.module.js';
import { bonusModule } from './bonus/bonus.module.js';
import { cartModule } from './cart/cart.module.js';
import { catalogModule } from './catalog/catalog.module.js';
import { companyModule } from './company/company.module.js';
import { configModule } from './config/config.module.js';
import { consoleHomeModule } from './console-home/console-home.module.js';
import { invoiceModule } from './invoice/invoice.module.js';
import { ledgerModule } from './ledger/ledger.module.js';
import { libraryModule } from './library/library.module.js';
import { localeModule } from './locale/locale.module.js';
import { mailModule } from './mail/mail.module.js';
import { memberModule } from './member/member.module.js';
import { menuModule } from './menu/menu.module.js';
import { messageModule } from './message/message.module.js';
import type { ModuleDescriptor, RoutePlugin } from './module-descriptor.js';
import { newsModule } from './news/news.module.js';
import { operatorModule } from './operator/operator.module.js';
import { orderModule } from './order/order.module.js';
import { organizationModule } from './organization/organization.module.js';
import { pageModule } from './page/page.module.js';
import { paymentModule } from './payment/payment.module.js';
import { pointsShopModule } from './points-shop/points-shop.module.js';
import { promotionModule } from './promotion/promotion.module.js';
import { inRegistrationOrder, ROUTE_ORDER } from './registration-order.js';
import { registrationModule } from './registration/registration.module.js';
import { securityModule } from './security/security.module.js';
import { vacationModule } from './vacation/vacation.module.js';
import { walletModule } from './wallet/wallet.module.js';

/**
 * Every module that adds routes, jobs, event subscribers or operator commands, one line each
 * (a new domain: its folder with its `<d>.module.ts`, and a line here). The routes
 * (API_ROUTES), the jobs (jobs/registry.ts), the operator commands (ops/commands/index.ts) and
 * the event registry (bootstrap.ts) are built from this list. Its order is the order in which
 * an event's subscribers run, and places what registration-order.ts does not list. The health
 * checks are not here: they answer outside /frontend-server (app.ts).
 */
export const MODULES: readonly ModuleDescriptor[] = [
  configModule,
  localeModule,
  areaModule,
  companyModule,
  activityModule,
  authModule,
  memberModule,
  menuModule,
  messageModule,
  pageModule,
  securityModule,
  bankModule,
  walletModule,
  catalogModule,
  cartModule,
  orderModule,
  flowsModule,
  invoiceModule,
  addressModule,
  paymentModule,
  organizationModule,
  bonusModule,
  vacationModule,
  pointsShopModule,
  registrationModule,
  libraryModule,
  newsModule,
  promotionModule,
  // autoship
  autoshipModule,
  mailModule,
  ledgerModule,
  // the operators' console
  operatorModule,
  auditModule,
  consoleHomeModule,
];

/**
 * Every route group, registered under /frontend-server in this order (app.ts): the order of
 * registration-order.ts, which the OpenAPI document's paths follow.
 */
export const API_ROUTES: readonly RoutePlugin[] = inRegistrationOrder(
  'route group',
  MODULES.flatMap((module) => Object.entries(module.routes ?? {})),
  ([name]) => name,
  ROUTE_ORDER,
).map(([, register]) => register);

/**
 * Every console route group, registered under /console-api (app.ts) in the order of MODULES:
 * the console's calls carry no member routes, so the member route order does not apply.
 */
export const CONSOLE_ROUTES: readonly RoutePlugin[] = MODULES.flatMap((module) =>
  Object.values(module.consoleRoutes ?? {}),
);

/** Every module's event subscribers, in the order of MODULES (bootstrap.ts builds the registry). */
export const MODULE_SUBSCRIBERS: readonly AnySubscriber[] = MODULES.flatMap(
  (module) => module.subscribers ?? [],
);

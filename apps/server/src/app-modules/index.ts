import { flowsModule } from '../flows/flows.module.js';
import type { AnySubscriber } from '../lib/events/index.js';
import { activityModule } from '../modules/activity/activity.module.js';
import { addressModule } from '../modules/address/address.module.js';
import { areaModule } from '../modules/area/area.module.js';
import { auditModule } from '../modules/audit/audit.module.js';
import { autoshipModule } from '../modules/autoship/autoship.module.js';
import { authModule } from '../modules/auth/auth.module.js';
import { bankModule } from '../modules/bank/bank.module.js';
import { bonusModule } from '../modules/bonus/bonus.module.js';
import { cartModule } from '../modules/cart/cart.module.js';
import { catalogModule } from '../modules/catalog/catalog.module.js';
import { companyModule } from '../modules/company/company.module.js';
import { configModule } from '../modules/config/config.module.js';
import { disclosureModule } from '../modules/disclosure/disclosure.module.js';
import { consoleHomeModule } from '../modules/console-home/console-home.module.js';
import { invoiceModule } from '../modules/invoice/invoice.module.js';
import { ledgerModule } from '../modules/ledger/ledger.module.js';
import { libraryModule } from '../modules/library/library.module.js';
import { localeModule } from '../modules/locale/locale.module.js';
import { mailModule } from '../modules/mail/mail.module.js';
import { memberModule } from '../modules/member/member.module.js';
import { menuModule } from '../modules/menu/menu.module.js';
import { messageModule } from '../modules/message/message.module.js';
import type { ModuleDescriptor, RoutePlugin } from './module-descriptor.js';
import { newsModule } from '../modules/news/news.module.js';
import { operatorModule } from '../modules/operator/operator.module.js';
import { orderModule } from '../modules/order/order.module.js';
import { organizationModule } from '../modules/organization/organization.module.js';
import { pageModule } from '../modules/page/page.module.js';
import { paymentModule } from '../modules/payment/payment.module.js';
import { pointsShopModule } from '../modules/points-shop/points-shop.module.js';
import { promotionModule } from '../modules/promotion/promotion.module.js';
import { inRegistrationOrder, ROUTE_ORDER } from './registration-order.js';
import { reportModule } from '../modules/report/report.module.js';
import { registrationModule } from '../modules/registration/registration.module.js';
import { securityModule } from '../modules/security/security.module.js';
import { vacationModule } from '../modules/vacation/vacation.module.js';
import { walletModule } from '../modules/wallet/wallet.module.js';

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
  disclosureModule,
  reportModule,
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

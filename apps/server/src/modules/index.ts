import type { AppDeps } from '../deps.js';
import type { ZodApp } from '../types.js';
import { activityRoutes } from './activity/activity.routes.js';
import { areaRoutes } from './area/area.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bankRoutes } from './bank/bank.routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { companyRoutes } from './company/company.routes.js';
import { configRoutes } from './config/config.routes.js';
import { optionRoutes } from './config/option.routes.js';
import { localeRoutes } from './locale/locale.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { menuRoutes } from './menu/menu.routes.js';
import { messageRoutes } from './message/message.routes.js';
import { pageRoutes } from './page/page.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';
// orders (issue 13)
import { orderRoutes } from './order/order.routes.js';
// invoice (issue 13)
import { invoiceRoutes } from './invoice/invoice.routes.js';
// addresses
import { addressRoutes } from './address/address.routes.js';
// payment (issue 13)
import { paymentRoutes } from './payment/payment.routes.js';
// organization trees
import { organizationRoutes } from './organization/organization.routes.js';
// bonus report (issue 14)
import { bonusRoutes } from './bonus/index.js';
// personal profile (issue 15)
import { profileRoutes } from './member/profile.routes.js';
// estimate, rank card (issue 14)
import { estimateRoutes } from './bonus/index.js';
// vacation points (issue 14)
import { vacationRoutes } from './vacation/vacation.routes.js';
// registration (issue 15)
import { registrationRoutes } from './registration/registration.routes.js';
// library (issue 16)
import { libraryRoutes } from './library/library.routes.js';
// news (issue 16)
import { newsRoutes } from './news/news.routes.js';
// promotions (issue 16)
import { promotionRoutes } from './promotion/index.js';
// the dashboard's one read of the member's figures
import { dashboardRoutes } from './dashboard/dashboard.routes.js';

/**
 * Every API module, registered under /frontend-server. One line per domain; the first six were
 * the system calls of spec 7 and keep their order, so the OpenAPI document keeps its order too.
 */
export const API_MODULES: Array<(app: ZodApp, deps: AppDeps) => Promise<void>> = [
  configRoutes,
  localeRoutes,
  optionRoutes,
  areaRoutes,
  companyRoutes,
  activityRoutes,
  authRoutes,
  memberRoutes,
  menuRoutes,
  messageRoutes,
  pageRoutes,
  securityRoutes,
  bankRoutes,
  walletRoutes,
  catalogRoutes,
  cartRoutes,
  // orders (issue 13)
  orderRoutes,
  // invoice (issue 13)
  (app, deps) => invoiceRoutes(app, deps),
  // addresses
  addressRoutes,
  // payment (issue 13)
  paymentRoutes,
  // organization trees
  organizationRoutes,
  // bonus report (issue 14)
  bonusRoutes,
  // personal profile (issue 15)
  profileRoutes,
  // estimate, rank card (issue 14)
  estimateRoutes,
  // vacation points (issue 14)
  vacationRoutes,
  // registration (issue 15)
  registrationRoutes,
  // library (issue 16)
  libraryRoutes,
  // news (issue 16)
  newsRoutes,
  // promotions (issue 16)
  promotionRoutes,
  // the dashboard's one read of the member's figures
  dashboardRoutes,
];

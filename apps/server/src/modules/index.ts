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
];

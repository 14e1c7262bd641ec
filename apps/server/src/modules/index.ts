import type { AppDeps } from '../deps.js';
import type { ZodApp } from '../types.js';
import { authRoutes } from './auth/auth.routes.js';
import { bankRoutes } from './bank/bank.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { menuRoutes } from './menu/menu.routes.js';
import { messageRoutes } from './message/message.routes.js';
import { pageRoutes } from './page/page.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';

/** Every API module, registered under /frontend-server. One line per domain. */
export const API_MODULES: Array<(app: ZodApp, deps: AppDeps) => Promise<void>> = [
  systemRoutes,
  authRoutes,
  memberRoutes,
  menuRoutes,
  messageRoutes,
  pageRoutes,
  securityRoutes,
  bankRoutes,
  walletRoutes,
];

import { promoCreateCommand } from '../../ops/commands/promo-create.js';
import {
  promoFulfilCommand,
  promoPrizesCommand,
  promoSettleCommand,
} from '../../ops/commands/promo-prizes.js';
import { promotionSettleJob } from './index.js';
import { promotionConsoleRoutes } from './promotion-console.routes.js';
import { promotionRoutes } from './promotion.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const promotionModule: ModuleDescriptor = {
  name: 'promotion',
  routes: { promotion: promotionRoutes },
  consoleRoutes: { promotionConsole: promotionConsoleRoutes },
  jobs: [promotionSettleJob],
  opsCommands: [promoCreateCommand, promoPrizesCommand, promoFulfilCommand, promoSettleCommand],
};

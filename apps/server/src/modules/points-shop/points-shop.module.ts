import { subscribe } from '../../lib/events/index.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { returnExchangePoints } from './points-shop-refund.service.js';
import { pointsShopRoutes } from './points-shop.routes.js';

export const pointsShopModule: ModuleDescriptor = {
  name: 'points-shop',
  routes: { pointsShop: pointsShopRoutes },
  // an exchange's order refunded: its points come back, in the refund's transaction
  subscribers: [subscribe('pointsOrderRefunded', returnExchangePoints)],
};

import type { ModuleDescriptor } from '../module-descriptor.js';
import { pointsShopRoutes } from './points-shop.routes.js';

export const pointsShopModule: ModuleDescriptor = {
  name: 'points-shop',
  routes: { pointsShop: pointsShopRoutes },
};

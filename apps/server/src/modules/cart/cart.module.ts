import { cartRoutes } from './cart.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const cartModule: ModuleDescriptor = {
  name: 'cart',
  routes: { cart: cartRoutes },
};

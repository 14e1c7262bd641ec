import { cartRoutes } from './cart.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const cartModule: ModuleDescriptor = {
  name: 'cart',
  routes: { cart: cartRoutes },
};

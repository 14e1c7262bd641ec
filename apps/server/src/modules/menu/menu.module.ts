import { menuRoutes } from './menu.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const menuModule: ModuleDescriptor = {
  name: 'menu',
  routes: { menu: menuRoutes },
};

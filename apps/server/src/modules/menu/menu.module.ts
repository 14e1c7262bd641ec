import { menuRoutes } from './menu.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const menuModule: ModuleDescriptor = {
  name: 'menu',
  routes: { menu: menuRoutes },
};

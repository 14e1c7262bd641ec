import { pageRoutes } from './page.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const pageModule: ModuleDescriptor = {
  name: 'page',
  routes: { page: pageRoutes },
};

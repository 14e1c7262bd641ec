import { pageRoutes } from './page.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const pageModule: ModuleDescriptor = {
  name: 'page',
  routes: { page: pageRoutes },
};

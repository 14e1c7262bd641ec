import { catalogRoutes } from './catalog.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const catalogModule: ModuleDescriptor = {
  name: 'catalog',
  routes: { catalog: catalogRoutes },
};

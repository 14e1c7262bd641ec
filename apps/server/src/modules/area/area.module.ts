import { areaRoutes } from './area.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const areaModule: ModuleDescriptor = {
  name: 'area',
  routes: { area: areaRoutes },
};

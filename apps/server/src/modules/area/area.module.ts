import { areaRoutes } from './area.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const areaModule: ModuleDescriptor = {
  name: 'area',
  routes: { area: areaRoutes },
};

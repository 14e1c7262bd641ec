import { companyRoutes } from './company.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const companyModule: ModuleDescriptor = {
  name: 'company',
  routes: { company: companyRoutes },
};

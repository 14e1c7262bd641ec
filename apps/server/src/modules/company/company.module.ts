import { companySettingRoutes } from './company-setting.routes.js';
import { companyRoutes } from './company.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const companyModule: ModuleDescriptor = {
  name: 'company',
  routes: { company: companyRoutes },
  consoleRoutes: { companySettings: companySettingRoutes },
};

import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { disclosureConsoleRoutes, disclosurePublicRoutes } from './disclosure.routes.js';

export const disclosureModule: ModuleDescriptor = {
  name: 'disclosure',
  routes: { disclosure: disclosurePublicRoutes },
  consoleRoutes: { disclosure: disclosureConsoleRoutes },
};

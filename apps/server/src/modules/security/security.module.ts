import { securityConsoleRoutes } from './security-console.routes.js';
import { securityRoutes } from './security.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const securityModule: ModuleDescriptor = {
  name: 'security',
  routes: { security: securityRoutes },
  consoleRoutes: { securityConsole: securityConsoleRoutes },
};

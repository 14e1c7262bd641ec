import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { auditRoutes } from './audit.routes.js';

export const auditModule: ModuleDescriptor = {
  name: 'audit',
  consoleRoutes: { audit: auditRoutes },
};

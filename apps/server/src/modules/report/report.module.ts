import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { reportConsoleRoutes } from './report-console.routes.js';

export const reportModule: ModuleDescriptor = {
  name: 'report',
  consoleRoutes: { reports: reportConsoleRoutes },
};

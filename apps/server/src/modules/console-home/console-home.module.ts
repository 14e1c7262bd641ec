import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { consoleHomeRoutes } from './console-home.routes.js';

export const consoleHomeModule: ModuleDescriptor = {
  name: 'console-home',
  consoleRoutes: { consoleHome: consoleHomeRoutes },
};

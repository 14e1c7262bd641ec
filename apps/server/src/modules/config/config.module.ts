import { configRoutes } from './config.routes.js';
import { optionRoutes } from './option.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const configModule: ModuleDescriptor = {
  name: 'config',
  routes: { config: configRoutes, option: optionRoutes },
};

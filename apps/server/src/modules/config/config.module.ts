import { configRoutes } from './config.routes.js';
import { optionRoutes } from './option.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const configModule: ModuleDescriptor = {
  name: 'config',
  routes: { config: configRoutes, option: optionRoutes },
};

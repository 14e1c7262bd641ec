import { localeRoutes } from './locale.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const localeModule: ModuleDescriptor = {
  name: 'locale',
  routes: { locale: localeRoutes },
};

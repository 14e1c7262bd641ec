import { localeRoutes } from './locale.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const localeModule: ModuleDescriptor = {
  name: 'locale',
  routes: { locale: localeRoutes },
};

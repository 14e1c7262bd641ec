import { bankRoutes } from './bank.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const bankModule: ModuleDescriptor = {
  name: 'bank',
  routes: { bank: bankRoutes },
};

import { addressRoutes } from './address.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const addressModule: ModuleDescriptor = {
  name: 'address',
  routes: { address: addressRoutes },
};

import { subscribe } from '../../lib/events/index.js';
import { eraseAddresses, exportMemberAddresses } from './address-privacy-console.js';
import { addressRoutes } from './address.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const addressModule: ModuleDescriptor = {
  name: 'address',
  routes: { address: addressRoutes },
  // the console's privacy actions on a member (member never imports address's subscribers)
  subscribers: [
    subscribe('memberExporting', exportMemberAddresses),
    subscribe('memberErasing', eraseAddresses),
  ],
};

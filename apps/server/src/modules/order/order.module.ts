import { subscribe } from '../../lib/events/index.js';
import { orderStepCommands } from '../../ops/commands/order-steps.js';
import { orderExpiryJob } from './index.js';
import { refuseAddressInUse } from './order-address-use.js';
import { eraseOrderPersons, exportMemberOrders } from './order-privacy-console.js';
import { orderConsoleRoutes } from './order-console.routes.js';
import { orderRoutes } from './order.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const orderModule: ModuleDescriptor = {
  name: 'order',
  routes: { order: orderRoutes },
  consoleRoutes: { orderConsole: orderConsoleRoutes },
  jobs: [orderExpiryJob],
  // the address book asks before deleting an address: not while an unshipped order uses it
  subscribers: [
    subscribe('addressDeleting', refuseAddressInUse),
    // the console's privacy actions on a member (member cannot import order: order imports it)
    subscribe('memberExporting', exportMemberOrders),
    subscribe('memberErasing', eraseOrderPersons),
  ],
  opsCommands: orderStepCommands,
};

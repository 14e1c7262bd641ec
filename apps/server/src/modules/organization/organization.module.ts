import { subscribeWrites } from '../../lib/events/index.js';
import {
  openCycleVolumeJob,
  placementHoldJob,
  orderVolumeWrites,
  treeLegRefreshJob,
} from './index.js';
import { organizationRoutes } from './organization.routes.js';
import { placementConsoleRoutes } from './placement/placement-console.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const organizationModule: ModuleDescriptor = {
  name: 'organization',
  routes: { organization: organizationRoutes },
  consoleRoutes: { placementConsole: placementConsoleRoutes },
  jobs: [treeLegRefreshJob, placementHoldJob, openCycleVolumeJob],
  // a paid or refunded order changes its buyer's cycle volume (docs/trees.md), written by a
  // later statement of the order's transaction (no round trip of its own)
  subscribers: [
    subscribeWrites('orderPaid', orderVolumeWrites),
    subscribeWrites('orderRefunded', orderVolumeWrites),
  ],
};

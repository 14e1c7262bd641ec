import { subscribe } from '../../lib/events/index.js';
import { vacationFlushCommand } from '../../ops/commands/bonus-estimate.js';
import { recordVacationPoints, vacationFlushJob } from './index.js';
import { vacationRoutes } from './vacation.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const vacationModule: ModuleDescriptor = {
  name: 'vacation',
  routes: { vacation: vacationRoutes },
  jobs: [vacationFlushJob],
  // earned and taken back on the order's volume, in the same transaction
  subscribers: [
    subscribe('orderPaid', recordVacationPoints),
    subscribe('orderRefunded', recordVacationPoints),
  ],
  opsCommands: [vacationFlushCommand],
};

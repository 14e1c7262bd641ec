import { autoshipCommands } from '../../ops/commands/autoship.js';
import { autoshipPreflightJob } from './index.js';
import { autoshipConsoleRoutes } from './autoship-console.routes.js';
import { autoshipRoutes } from './autoship.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

/**
 * Autoship: the member's calls, the pre-flight job and the operator commands. The run job
 * places orders and charges cards across modules, so it is the autoship run flow's
 * (flows/autoship-run.job.ts, listed by the flows' descriptor).
 */
export const autoshipModule: ModuleDescriptor = {
  name: 'autoship',
  routes: { autoship: autoshipRoutes },
  consoleRoutes: { autoshipConsole: autoshipConsoleRoutes },
  jobs: [autoshipPreflightJob],
  opsCommands: autoshipCommands,
};

import { bonusCommands } from '../../ops/commands/bonus-cycle.js';
import { bonusEstimateCommand } from '../../ops/commands/bonus-estimate.js';
import { planSimulateCommand } from '../../ops/commands/plan-simulate.js';
import { bonusCloseJob, bonusCloseFollowUpJob, bonusEstimateJob } from './index.js';
import { estimateRoutes } from './estimate/estimate.routes.js';
import { bonusRoutes } from './report/report.routes.js';
import { cycleConsoleRoutes } from './cycle-console.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const bonusModule: ModuleDescriptor = {
  name: 'bonus',
  routes: { bonus: bonusRoutes, estimate: estimateRoutes },
  consoleRoutes: { cycleConsole: cycleConsoleRoutes },
  jobs: [bonusCloseJob, bonusCloseFollowUpJob, bonusEstimateJob],
  opsCommands: [planSimulateCommand, ...bonusCommands, bonusEstimateCommand],
};

import { idempotencyCleanupJob, ledgerRollupJob } from './index.js';
import { ledgerCheckConsoleRoutes } from './ledger-check-console.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const ledgerModule: ModuleDescriptor = {
  name: 'ledger',
  consoleRoutes: { ledgerCheckConsole: ledgerCheckConsoleRoutes },
  jobs: [idempotencyCleanupJob, ledgerRollupJob],
};

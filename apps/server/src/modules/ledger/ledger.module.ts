import { idempotencyCleanupJob, ledgerRollupJob } from './index.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const ledgerModule: ModuleDescriptor = {
  name: 'ledger',
  jobs: [idempotencyCleanupJob, ledgerRollupJob],
};

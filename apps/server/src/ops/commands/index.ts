import { MODULES } from '../../app-modules/index.js';
import { inRegistrationOrder, OPS_COMMAND_ORDER } from '../../app-modules/registration-order.js';
import { filesCopyToStoreCommand } from './files.js';
import { jobsListCommand, jobsRetryCommand } from './jobs.js';
import type { OpsCommand } from './ops-command.js';

import { withCliAudit } from './cli-audit.js';
// the commands import these types from ops-command.ts, not from here: no import cycle
export type { OpsCommand, OpsContext } from './ops-command.js';

/**
 * Every operator command. Each lives in ops/commands/<name>.ts; a module lists its own in its
 * descriptor (`<d>.module.ts`), and the job queue's and the file store's, which belong to no
 * module, are added here.
 */
export const OPS_COMMANDS: readonly OpsCommand[] = inRegistrationOrder(
  'operator command',
  [
    ...MODULES.flatMap((module) => module.opsCommands ?? []),
    jobsListCommand,
    jobsRetryCommand,
    filesCopyToStoreCommand,
  ],
  (command) => command.name,
  OPS_COMMAND_ORDER,
).map(withCliAudit);

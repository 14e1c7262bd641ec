import { jobsListCommand, jobsRetryCommand } from './jobs.js';
import { ledgerVerifyCommand } from './ledger-verify.js';
import type { OpsCommand } from './ops-command.js';
import { silentTicketCommand } from './silent-ticket.js';
import { walletAdjustCommand } from './wallet-adjust.js';
import { withdrawalsListCommand, withdrawalStepCommands } from './wallet-withdrawals.js';

// the commands import these types from ops-command.ts, not from here: no import cycle
export type { OpsCommand, OpsContext } from './ops-command.js';

/** Every operator command; one line per command. */
export const OPS_COMMANDS: OpsCommand[] = [
  silentTicketCommand,
  walletAdjustCommand,
  withdrawalsListCommand,
  ...withdrawalStepCommands,
  ledgerVerifyCommand,
  jobsListCommand,
  jobsRetryCommand,
];

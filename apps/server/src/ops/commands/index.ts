import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { jobsListCommand, jobsRetryCommand } from './jobs.js';
import { ledgerVerifyCommand } from './ledger-verify.js';
import { silentTicketCommand } from './silent-ticket.js';
import { walletAdjustCommand } from './wallet-adjust.js';
import { withdrawalsListCommand, withdrawalStepCommands } from './wallet-withdrawals.js';

export interface OpsContext {
  config: AppConfig & { silentLoginSecret: string };
  db: Db;
  out: (line: string) => void;
  /** who runs the command, for the audit trail (OPERATOR, else the OS user) */
  operator: string;
  /** pg-boss's schema when not the default `pgboss` (a test's own schema) */
  jobSchema?: string;
}

export interface OpsCommand {
  name: string;
  usage: string;
  summary: string;
  /** returns the process exit code */
  run(ctx: OpsContext, args: string[]): Promise<number>;
}

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

import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';

/** What an operator command gets and is; the list of commands is in index.ts. */
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
  /** it writes its own audit entry in its transaction (wallet steps, operator accounts) */
  auditsItself?: boolean;
  /** a command that needs no database (plan:simulate): the CLI runs this and opens none */
  runOffline?(out: (line: string) => void, args: string[]): Promise<number>;
}

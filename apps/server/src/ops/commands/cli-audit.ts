import { recordAudit } from '../../modules/audit/index.js';
import type { OpsCommand } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

/** Flags whose values never reach the audit trail. */
const SECRET_FLAGS = new Set(['password', 'pin', 'secret']);

function redacted(args: string[]): string[] {
  return args.map((arg, i) => {
    const flag = /^--([a-z][\w-]*)=/i.exec(arg)?.[1];
    if (flag && SECRET_FLAGS.has(flag)) return `--${flag}=…`;
    const previous = /^--([a-z][\w-]*)$/i.exec(args[i - 1] ?? '')?.[1];
    return previous && SECRET_FLAGS.has(previous) ? '…' : arg;
  });
}

/**
 * Every CLI command lands in the audit trail (modules/audit) with who ran it, its arguments
 * (secrets left out), its reason and its exit: 0 is `ok`, a usage or input refusal `refused`, a
 * crash `failed`. Commands that write their own, richer entry in their transaction (the wallet's
 * and the operator accounts') say `auditsItself`.
 */
export function withCliAudit(command: OpsCommand): OpsCommand {
  if (command.auditsItself) return command;
  return {
    ...command,
    async run(ctx, args) {
      const { positional, flags } = parseOpsArgs(args);
      const entry = (outcome: 'ok' | 'refused' | 'failed', exit: number | string) =>
        recordAudit(ctx.db, {
          operator: ctx.operator,
          source: 'cli',
          action: command.name,
          target: positional[0] ?? null,
          reason: flags.reason ?? null,
          outcome,
          after: { args: redacted(args), exit },
          at: new Date(),
        });
      try {
        const exit = await command.run(ctx, args);
        await entry(exit === 0 ? 'ok' : 'refused', exit);
        return exit;
      } catch (error) {
        await entry('failed', error instanceof Error ? error.message : String(error)).catch(
          () => {},
        );
        throw error;
      }
    },
  };
}

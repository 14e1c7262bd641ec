import { OPERATOR_REASON_MAX } from '@portal/contract';
import { translate } from '../../lib/i18n.js';
import { isAppError } from '../../lib/app-error.js';
import { OpsInputError, type Operator } from '../../modules/wallet/index.js';
import type { OpsContext } from './ops-command.js';

export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string>;
}

/**
 * `--name value` and `--name=value` flags, everything else positional. Unlike node's parseArgs,
 * a negative amount such as `-10.00` stays a positional argument.
 */
export function parseOpsArgs(args: string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const flag = /^--([a-z][\w-]*)(?:=(.*))?$/i.exec(arg);
    if (!flag) {
      positional.push(arg);
    } else if (flag[2] !== undefined) {
      flags[flag[1]!] = flag[2];
    } else {
      flags[flag[1]!] = args[i + 1] ?? '';
      i++;
    }
  }
  return { positional, flags };
}

/** Every command that changes money says why. */
export function reasonOf(flags: Record<string, string>): string | null {
  const reason = flags.reason?.trim();
  return reason && reason.length <= OPERATOR_REASON_MAX ? reason : null;
}

export function operatorOf(ctx: OpsContext): Operator {
  return { name: ctx.operator, now: () => new Date() };
}

/** Runs a command body, printing a refusal as the member-facing English message and exit 1. */
export async function reportingErrors(
  ctx: OpsContext,
  work: () => Promise<number>,
): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) {
      ctx.out(`refused: ${translate('en', `error.${error.key}`, error.options.params)}`);
      for (const f of error.options.fields ?? [])
        ctx.out(`  ${f.path}: ${translate('en', f.key, { field: f.path, ...f.params })}`);
      return 1;
    }
    if (error instanceof OpsInputError) {
      ctx.out(`error: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

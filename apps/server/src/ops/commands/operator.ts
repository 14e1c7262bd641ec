import { BUILT_IN_ROLE_NAMES } from '@portal/contract';
import { PasswordHasher } from '../../lib/password.js';
import {
  addOperator,
  disableOperator,
  ensureBuiltInRoles,
  OperatorInputError,
  resetOperatorTotp,
  totpCodeAt,
} from '../../modules/operator/index.js';
import { DEMO_TOTP_SECRET } from '../../seed/operators.js';
import type { OpsCommand, OpsContext } from './ops-command.js';
import { parseOpsArgs, reasonOf } from './wallet-args.js';

async function reportingInput(ctx: OpsContext, work: () => Promise<string>): Promise<number> {
  try {
    ctx.out(await work());
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorInputError)) throw error;
    ctx.out(error.message);
    return 1;
  }
}

const deps = (ctx: OpsContext) => ({
  db: ctx.db,
  now: () => new Date(),
  hasher: new PasswordHasher(1),
});

/**
 * `operator:add <login> --name "…" --roles finance,support [--companies BZZ,WPM] --password …`:
 * the operator enrols their authenticator at their first sign-in.
 */
export const operatorAddCommand: OpsCommand = {
  name: 'operator:add',
  auditsItself: true,
  usage:
    'operator:add <login> --name "Full name" --roles finance[,support] [--companies BZZ,…] --password <8+ chars>',
  summary: `add a console operator (roles: ${BUILT_IN_ROLE_NAMES.join(', ')}); audited`,
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    const login = positional[0]?.trim();
    const roles = (flags.roles ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    if (!login || !flags.name || roles.length === 0 || !flags.password) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    const companies = flags.companies ? flags.companies.split(',').map((c) => c.trim()) : null;
    return reportingInput(ctx, async () => {
      await ensureBuiltInRoles(ctx);
      const input = {
        loginName: login,
        displayName: flags.name!,
        password: flags.password!,
        roles,
        companies,
      };
      const id = await addOperator(deps(ctx), input, ctx.operator);
      return `operator ${login} added (#${id}); they enrol their authenticator at their first sign-in`;
    });
  },
};

function withReason(
  name: string,
  summary: string,
  act: (ctx: OpsContext, login: string, reason: string) => Promise<void>,
  done: string,
): OpsCommand {
  return {
    name,
    auditsItself: true,
    usage: `${name} <login> --reason "…"`,
    summary,
    async run(ctx, args) {
      const { positional, flags } = parseOpsArgs(args);
      const login = positional[0]?.trim();
      const reason = reasonOf(flags);
      if (!login || !reason) {
        ctx.out(`usage: ${this.usage}`);
        return 2;
      }
      return reportingInput(ctx, async () => {
        await act(ctx, login, reason);
        return `operator ${login} ${done}`;
      });
    },
  };
}

export const operatorDisableCommand = withReason(
  'operator:disable',
  'disable a console operator and end their sessions; audited',
  (ctx, login, reason) => disableOperator(deps(ctx), login, ctx.operator, reason),
  'is disabled; their sessions are ended',
);

export const operatorResetTotpCommand = withReason(
  'operator:reset-2fa',
  "clear an operator's authenticator: they enrol again at their next sign-in; audited",
  (ctx, login, reason) => resetOperatorTotp(deps(ctx), login, ctx.operator, reason),
  'enrols a new authenticator at their next sign-in',
);

/** `operator:demo-code`: the code the demo's published authenticator secret shows now. */
export const operatorDemoCodeCommand: OpsCommand = {
  name: 'operator:demo-code',
  usage: 'operator:demo-code',
  summary: "print the current sign-in code of the demo operators' published secret (demo only)",
  async run(ctx) {
    ctx.out(totpCodeAt(DEMO_TOTP_SECRET, new Date()));
    return 0;
  },
  async runOffline(out) {
    out(totpCodeAt(DEMO_TOTP_SECRET, new Date()));
    return 0;
  },
};

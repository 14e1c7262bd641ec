import { AUTH_LIMITS } from '@portal/contract';
import { issueSilentTicket } from '../../modules/auth/index.js';
import type { OpsCommand } from './ops-command.js';

/** Mints a one-time silent-login ticket, e.g. for support to open a member's portal. */
export const silentTicketCommand: OpsCommand = {
  name: 'silent-ticket',
  usage: 'silent-ticket <login>',
  summary: `mint a silent-login ticket and URL for a member (valid ${AUTH_LIMITS.silentTicketTtlS} s, once)`,
  async run(ctx, args) {
    const [login] = args;
    if (!login) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    const issued = await issueSilentTicket(ctx.db, ctx.config, login, new Date());
    if (!issued) {
      ctx.out(`error: no member with login name "${login}"`);
      return 1;
    }
    ctx.out(`ticket: ${issued.ticket}`);
    ctx.out(`url: ${issued.url}`);
    ctx.out(`issued by ${ctx.operator}; valid ${AUTH_LIMITS.silentTicketTtlS} s, single use`);
    return 0;
  },
};

import { listOutboxFor } from '../../modules/mail/index.js';
import type { OpsCommand } from './ops-command.js';

const SHOWN = 3;

/**
 * Prints the newest mails to one address from the outbox: without SMTP a mail stays there, and
 * support (or a browser journey) can still hand a member their link. Read-only; the output
 * names the operator, as a silent ticket does, since a mail's link lets its reader in.
 */
export const mailOutboxCommand: OpsCommand = {
  name: 'mail:outbox',
  usage: 'mail:outbox <email>',
  summary: `print the newest ${SHOWN} outbox mails to an address (subject, state, text)`,
  async run(ctx, args) {
    const [address] = args;
    if (!address) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    const mails = (await listOutboxFor(ctx.db, address.trim())).slice(0, SHOWN);
    if (mails.length === 0) {
      ctx.out(`no mail to ${address}`);
      return 1;
    }
    for (const mail of mails) {
      ctx.out(`--- mail ${String(mail.id)} ${mail.sent_at ? 'sent' : 'not sent'}`);
      ctx.out(`subject: ${mail.subject}`);
      if (mail.attachments?.length) ctx.out(`attached: ${mail.attachments.join(', ')}`);
      ctx.out(mail.body_text);
    }
    ctx.out(`read by ${ctx.operator}`);
    return 0;
  },
};

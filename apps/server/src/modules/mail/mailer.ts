import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { insertOutboxMail, markMailFailed, markMailSent } from './mail.repository.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to mail_outbox first, so nothing is lost and operators can see it;
 * with SMTP_URL it is then sent and marked, otherwise it is logged and stays there.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: (msg: string, extra: Record<string, unknown>) => void;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  return {
    async send(mail) {
      const row = await insertOutboxMail(opts.db, mail);
      const outboxId = String(row.id);
      if (!transport) {
        opts.log('mail kept in outbox (no SMTP_URL)', {
          outboxId,
          to: mail.to,
          subject: mail.subject,
        });
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await markMailSent(opts.db, row.id, new Date());
      } catch (e) {
        // stays in the outbox with its error, for an operator to resend
        await markMailFailed(opts.db, row.id, (e as Error).message);
        opts.log('mail sending failed; kept in outbox', { outboxId, error: (e as Error).message });
      }
    },
  };
}

import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { inTransaction } from '../../db/transaction.js';
import type { Mail, Mailer } from '../../lib/ports/index.js';
import { mailSendJob } from './mail-send.job.js';
import {
  findOutboxMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  outboxAttachments,
} from './mail.repository.js';

// the port lives in lib/ports (AppDeps is made of it); its names stay reachable here
export type { Mail, Mailer };

/** The part of a nodemailer transport the mailer uses; tests pass a failing one. */
export interface MailTransport {
  sendMail(message: TransportMessage): Promise<{
    messageId?: string;
    response?: string;
  }>;
}

/** A mail as nodemailer takes it: its files named `filename`. */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Mail goes through mail_outbox and the mail_send job. Without SMTP_URL (and no transport
 * given) a mail is logged and stays in the outbox unsent, where operators can read it.
 */
export function createMailer(opts: {
  db: Db;
  /** only its enqueue: an operator command hands a queue client of its own */
  jobs: Pick<JobQueue, 'enqueue'>;
  smtpUrl?: string;
  transport?: MailTransport;
  from: string;
  log: (msg: string, extra: Record<string, unknown>) => void;
  now?: () => Date;
}): Mailer {
  const transport: MailTransport | undefined =
    opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined);
  const domain = opts.from.split('@').pop()?.replace(/>$/, '') || 'portal.invalid';
  const now = opts.now ?? (() => new Date());

  async function enqueue(db: Db, mail: Mail) {
    const row = await insertOutboxMail(db, mail);
    await opts.jobs.enqueue(mailSendJob, { outboxId: String(row.id) }, { db });
  }

  return {
    async send(mail, db) {
      if (db) await enqueue(db, mail);
      else await inTransaction(opts.db, (trx) => enqueue(trx, mail));
    },
    async deliver(outboxId) {
      const row = await findOutboxMail(opts.db, outboxId);
      // sent already: a job run twice (its completion lost) does not send again
      if (!row || row.sent_at) return;
      const id = String(outboxId);
      if (!transport) {
        opts.log('mail kept in outbox (no SMTP_URL)', {
          outboxId: id,
          to: row.to_address,
          subject: row.subject,
        });
        return;
      }
      // the same Message-ID on every try: a resend after a crash between the provider's
      // acceptance and markMailSent is recognisable as the same mail
      const messageId = `<outbox-${id}@${domain}>`;
      try {
        const files = await outboxAttachments(opts.db, outboxId);
        const info = await transport.sendMail({
          from: opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          messageId,
          ...(files.length > 0 && {
            attachments: files.map((f) => ({
              filename: f.fileName,
              contentType: f.contentType,
              content: f.content,
            })),
          }),
        });
        await markMailSent(opts.db, outboxId, {
          at: now(),
          messageId: info.messageId ?? messageId,
          response: info.response ?? '',
        });
      } catch (error) {
        await markMailFailed(opts.db, outboxId, (error as Error).message);
        opts.log('mail sending failed; will retry', {
          outboxId: id,
          err: (error as Error).message,
        });
        throw error;
      }
    },
  };
}

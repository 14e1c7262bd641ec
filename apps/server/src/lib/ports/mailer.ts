import type { Db } from '../../db/client.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** files the mail carries, kept with it in the outbox (the invoice's PDF) */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Outgoing mail as services see it; the mail module's outbox and sender implement it. */
export interface Mailer {
  /**
   * Writes the mail to the outbox and enqueues its sending; a request never waits on SMTP.
   * Pass the transaction of the work the mail tells about as `db`: the mail then exists
   * exactly when that work committed.
   */
  send(mail: Mail, db?: Db): Promise<void>;
  /** Sends one outbox row (the mail_send job); throws so the job is retried. */
  deliver(outboxId: bigint): Promise<void>;
}

/** Outgoing mail: the outbox and its sender. */
export { createMailer, type Mail, type Mailer } from './mailer.js';
export { listOutboxFor } from './outbox.service.js';
export { mailSendJob } from './mail-send.job.js';

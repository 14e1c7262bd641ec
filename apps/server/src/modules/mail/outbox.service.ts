import type { Db } from '../../db/client.js';
import { listOutboxFor as readOutbox } from './mail.repository.js';

/**
 * The mails to one address, newest first. Without SMTP a mail stays in the outbox, and an
 * operator (`mail:outbox`) can still hand a member the link it carries.
 */
export function listOutboxFor(db: Db, to: string) {
  return readOutbox(db, to);
}

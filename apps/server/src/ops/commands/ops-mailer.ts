import PgBoss from 'pg-boss';
import { kyselyBossDb } from '../../jobs/boss-db.js';
import { jobSchemaFor } from '../../jobs/job-queue.js';
import { createMailer, type Mailer } from '../../modules/mail/index.js';
import type { OpsContext } from './ops-command.js';

/**
 * The outbox as an operator command writes to it: the mail's row and its `mail_send` job in the
 * caller's transaction, on the running portal's queue, whose workers then send it.
 */
export function opsMailer(ctx: OpsContext): Mailer {
  return createMailer({
    db: ctx.db,
    jobs: {
      enqueue(job, payload, { db } = {}) {
        // a client only: no workers, schedules or maintenance; it writes through `db`
        const boss = new PgBoss({
          db: kyselyBossDb(db ?? ctx.db),
          schema: ctx.jobSchema ?? jobSchemaFor(),
          migrate: false,
          supervise: false,
          schedule: false,
        });
        return boss.send(job.name, job.payload.parse(payload) as object);
      },
    },
    from: ctx.config.mailFrom,
    log: (message) => ctx.out(message),
  });
}

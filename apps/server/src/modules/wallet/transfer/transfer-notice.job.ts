import { formatMinor } from '@portal/contract';
import { z } from 'zod';
import { inTransaction } from '../../../db/transaction.js';
import type { AppDeps } from '../../../deps.js';
import { defineJob } from '../../../jobs/job.js';
import { noticeMemberById } from '../../message/index.js';
import {
  holdTransferNoticeCursor,
  moveTransferNoticeCursor,
  settledTransferId,
  transfersAfter,
} from './transfer-notice.repository.js';

const BATCH = 200;

/**
 * "You received …" for every transfer between two members, to the recipient, in
 * their language, with the mail their preference asks for. Written here, after the transfer,
 * because the transfer's own statement is held to its round-trip budget; a minute later at
 * most. The cursor row is held while a batch is written and moved in the same transaction, so
 * a transfer is announced once, whichever worker runs the job and however often it retries.
 * The cursor goes only as far as the transfers whose transactions have ended
 * (`settledTransferId`), so one that commits late is not passed over. Answers how many
 * notices it wrote.
 */
export async function noticeTransfersReceived(deps: AppDeps): Promise<number> {
  let written = 0;
  const upTo = await settledTransferId(deps.db);
  for (;;) {
    const batch = await inTransaction(deps.db, async (trx) => {
      const rows = await transfersAfter(trx, await holdTransferNoticeCursor(trx), upTo, BATCH);
      for (const row of rows) {
        // a transfer between a member's own accounts is not news to them
        if (row.to_member_id === row.from_member_id) continue;
        await noticeMemberById(deps, trx, row.to_member_id, {
          kind: 'transferReceived',
          params: {
            amount: formatMinor(BigInt(row.amount), row.minor_unit),
            currency: row.currency,
            from: row.from_login,
          },
        });
        written++;
      }
      const last = rows.at(-1);
      if (last) await moveTransferNoticeCursor(trx, BigInt(last.id));
      return rows.length;
    });
    if (batch < BATCH) return written;
  }
}

/** Every minute; once per minute across servers (pg-boss), and a rerun finds nothing new. */
export const transferNoticeJob = defineJob({
  name: 'transfer_received_notice',
  payload: z.object({}),
  cron: '* * * * *',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  async handler(deps) {
    const written = await noticeTransfersReceived(deps);
    if (written > 0) deps.jobs.log('transfer notices written', { written });
  },
});

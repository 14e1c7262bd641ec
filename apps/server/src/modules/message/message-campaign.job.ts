import { z } from 'zod';
import { afterCommit, inTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { defineJob } from '../../jobs/job.js';
import { MESSAGE_TYPE } from '@portal/contract';
import { findCampaign, recordProgress, writeCampaignChunk } from './message-campaign.repository.js';
import { announceUnread } from './unread-hub.js';

/** Messages written per transaction: the console sees the progress move chunk by chunk. */
export const CAMPAIGN_CHUNK = 500;

/**
 * Writes a campaign's messages, a chunk per transaction, each recording the progress (sent of
 * total) the console polls. A retried run, or two at once, skips the members already written
 * to: each recipient's row takes its message's id in the statement that writes it.
 */
export async function runCampaignSend(deps: Pick<AppDeps, 'db' | 'now'>, campaignId: number) {
  for (;;) {
    const done = await inTransaction(deps.db, async (trx) => {
      const campaign = await findCampaign(trx, campaignId);
      if (!campaign || campaign.status === 'sent') return true;
      const at = deps.now();
      const written = await writeCampaignChunk(
        trx,
        campaign,
        MESSAGE_TYPE.personal,
        at,
        CAMPAIGN_CHUNK,
      );
      if (written.length > 0) afterCommit(trx, () => announceUnread({ memberIds: written }));
      return recordProgress(trx, campaignId, at);
    });
    if (done) return;
  }
}

export const campaignSendJob = defineJob({
  name: 'campaign_send',
  payload: z.object({ campaignId: z.number().int().positive() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 1_800,
  async handler(deps, payload) {
    await runCampaignSend(deps, payload.campaignId);
  },
});

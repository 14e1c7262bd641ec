import { sessionCleanupJob } from '../modules/auth/index.js';
import { idempotencyCleanupJob } from '../modules/ledger/index.js';
// hot company accounts' roll-up (issue 13 benchmark)
import { ledgerRollupJob } from '../modules/ledger/index.js';
import { mailSendJob } from '../modules/mail/index.js';
// orders (issue 13)
import { orderExpiryJob } from '../modules/order/index.js';
// payment (issue 13)
import {
  paymentReconcileJob,
  providerRefundJob,
  sandboxWebhookJob,
} from '../modules/payment/index.js';
// organization trees
import { treeLegRefreshJob } from '../modules/organization/index.js';
// bonus cycle close
import { bonusCloseJob } from '../modules/bonus/index.js';
// estimated bonus and vacation points (issue 14)
import { bonusEstimateJob } from '../modules/bonus/index.js';
import { vacationFlushJob } from '../modules/vacation/index.js';
// registration (issue 15)
import { placementHoldJob } from '../modules/organization/index.js';
import { registrationActivateJob } from '../modules/registration/index.js';
// transfer-received notices (issue 16)
import { transferNoticeJob } from '../modules/wallet/index.js';
// promotion tier prizes (issue 16)
import { promotionSettleJob } from '../modules/promotion/index.js';
import type { JobDefinition } from './job.js';

/**
 * Every job the workers run. A module declares its jobs beside its services (`*.job.ts`), exports them
 * from its face (index.ts) and they are added here; a job with `cron` is scheduled by every worker, and runs once per period.
 */
export const JOBS: readonly JobDefinition[] = [
  mailSendJob,
  sessionCleanupJob,
  idempotencyCleanupJob,
  ledgerRollupJob,
  // orders (issue 13)
  orderExpiryJob,
  // payment (issue 13)
  sandboxWebhookJob,
  paymentReconcileJob,
  providerRefundJob,
  // organization trees
  treeLegRefreshJob,
  // bonus cycle close
  bonusCloseJob,
  // estimated bonus and vacation points (issue 14)
  bonusEstimateJob,
  vacationFlushJob,
  // registration (issue 15)
  registrationActivateJob,
  placementHoldJob,
  // transfer-received notices (issue 16)
  transferNoticeJob,
  // promotion tier prizes (issue 16)
  promotionSettleJob,
];

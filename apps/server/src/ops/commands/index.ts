import { jobsListCommand, jobsRetryCommand } from './jobs.js';
import { ledgerVerifyCommand } from './ledger-verify.js';
import type { OpsCommand } from './ops-command.js';
import { planSimulateCommand } from './plan-simulate.js';
import { silentTicketCommand } from './silent-ticket.js';
import { walletAdjustCommand } from './wallet-adjust.js';
import { withdrawalsListCommand, withdrawalStepCommands } from './wallet-withdrawals.js';
// orders (issue 13)
import { orderStepCommands } from './order-steps.js';
// bonus cycle close (issue 14)
import { bonusCommands } from './bonus-cycle.js';
// estimated bonus and vacation points (issue 14)
import { estimateCommands } from './bonus-estimate.js';
// library (issue 16)
import { libraryCommands } from './library.js';
// news and carousel (issue 16)
import { contentCommands } from './content.js';
// promotions (issue 16)
import { promoCreateCommand } from './promo-create.js';
import { promoFulfilCommand, promoPrizesCommand, promoSettleCommand } from './promo-prizes.js';
// message centre (issue 16)
import { messageSendCommand } from './message-send.js';
// registration: the welcome mail's link without SMTP (issue 15)
import { mailOutboxCommand } from './mail-outbox.js';

// the commands import these types from ops-command.ts, not from here: no import cycle
export type { OpsCommand, OpsContext } from './ops-command.js';

/** Every operator command; one line per command. */
export const OPS_COMMANDS: OpsCommand[] = [
  silentTicketCommand,
  walletAdjustCommand,
  withdrawalsListCommand,
  ...withdrawalStepCommands,
  ledgerVerifyCommand,
  jobsListCommand,
  jobsRetryCommand,
  // orders (issue 13)
  ...orderStepCommands,
  // bonus engine (issue 14)
  planSimulateCommand,
  // bonus cycle close (issue 14)
  ...bonusCommands,
  // estimated bonus and vacation points (issue 14)
  ...estimateCommands,
  // library (issue 16)
  ...libraryCommands,
  // news and carousel (issue 16)
  ...contentCommands,
  // promotions (issue 16)
  promoCreateCommand,
  promoPrizesCommand,
  promoFulfilCommand,
  promoSettleCommand,
  // message centre (issue 16)
  messageSendCommand,
  // registration: the welcome mail's link without SMTP (issue 15)
  mailOutboxCommand,
];

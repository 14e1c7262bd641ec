import { subscribe } from '../../lib/events/index.js';
import { ledgerVerifyCommand } from '../../ops/commands/ledger-verify.js';
import { walletAdjustCommand } from '../../ops/commands/wallet-adjust.js';
import {
  withdrawalsListCommand,
  withdrawalStepCommands,
} from '../../ops/commands/wallet-withdrawals.js';
import { transferNoticeJob } from './index.js';
import { walletRoutes } from './wallet.routes.js';
import { walletConsoleRoutes } from './wallet-console.routes.js';
import { addClearingProblems } from './wallet-verify.service.js';
import { adjustmentConsoleRoutes } from './adjustment-console.routes.js';
import { withdrawalBatchRoutes } from './withdrawal-batch.routes.js';
import { refuseBankAccountInUse } from './withdrawal/withdrawal.service.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const walletModule: ModuleDescriptor = {
  name: 'wallet',
  routes: { wallet: walletRoutes },
  consoleRoutes: {
    walletConsole: walletConsoleRoutes,
    withdrawalBatches: withdrawalBatchRoutes,
    adjustmentConsole: adjustmentConsoleRoutes,
  },
  jobs: [transferNoticeJob],
  // the bank module asks before deleting an account; bank never imports the wallet
  subscribers: [
    subscribe('bankAccountDeleting', refuseBankAccountInUse),
    subscribe('ledgerChecking', addClearingProblems),
  ],
  opsCommands: [
    walletAdjustCommand,
    withdrawalsListCommand,
    ...withdrawalStepCommands,
    ledgerVerifyCommand,
  ],
};

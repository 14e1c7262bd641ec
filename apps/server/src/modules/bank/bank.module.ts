import { subscribe } from '../../lib/events/index.js';
import { eraseBankAccounts, exportMemberBankAccounts } from './bank-privacy-console.js';
import { bankRoutes } from './bank.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const bankModule: ModuleDescriptor = {
  name: 'bank',
  routes: { bank: bankRoutes },
  // the console's privacy actions on a member: bank imports nothing of member's for them
  subscribers: [
    subscribe('memberExporting', exportMemberBankAccounts),
    subscribe('memberErasing', eraseBankAccounts),
  ],
};

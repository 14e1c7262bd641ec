import { subscribe } from '../../lib/events/index.js';
import { silentTicketCommand } from '../../ops/commands/silent-ticket.js';
import { authConsoleRoutes } from './auth-console.routes.js';
import { eraseMemberLinks } from './auth-privacy-console.js';
import { authRoutes } from './auth.routes.js';
import { endFrozenMemberSessions } from './frozen-member.js';
import { sessionCleanupJob } from './index.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const authModule: ModuleDescriptor = {
  name: 'auth',
  routes: { auth: authRoutes },
  consoleRoutes: { authConsole: authConsoleRoutes },
  jobs: [sessionCleanupJob],
  // the member desk freezes a member; member never imports auth (auth imports member)
  subscribers: [
    subscribe('memberFrozen', endFrozenMemberSessions),
    subscribe('memberErasing', eraseMemberLinks),
  ],
  opsCommands: [silentTicketCommand],
};

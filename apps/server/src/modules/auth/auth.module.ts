import { subscribe } from '../../lib/events/index.js';
import { silentTicketCommand } from '../../ops/commands/silent-ticket.js';
import { authRoutes } from './auth.routes.js';
import { endFrozenMemberSessions } from './frozen-member.js';
import { sessionCleanupJob } from './index.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const authModule: ModuleDescriptor = {
  name: 'auth',
  routes: { auth: authRoutes },
  jobs: [sessionCleanupJob],
  // the member desk freezes a member; member never imports auth (auth imports member)
  subscribers: [subscribe('memberFrozen', endFrozenMemberSessions)],
  opsCommands: [silentTicketCommand],
};

import { silentTicketCommand } from '../../ops/commands/silent-ticket.js';
import { authRoutes } from './auth.routes.js';
import { sessionCleanupJob } from './index.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const authModule: ModuleDescriptor = {
  name: 'auth',
  routes: { auth: authRoutes },
  jobs: [sessionCleanupJob],
  opsCommands: [silentTicketCommand],
};

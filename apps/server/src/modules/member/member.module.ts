import { memberConsoleRoutes } from './member-console.routes.js';
import { memberPrivacyConsoleRoutes } from './member-privacy-console.routes.js';
import { memberRoutes } from './member.routes.js';
import { profileRoutes } from './profile.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const memberModule: ModuleDescriptor = {
  name: 'member',
  routes: { member: memberRoutes, profile: profileRoutes },
  consoleRoutes: {
    memberConsole: memberConsoleRoutes,
    memberPrivacyConsole: memberPrivacyConsoleRoutes,
  },
};

import { carouselSetCommand } from '../../ops/commands/content.js';
import { activityRoutes } from './activity.routes.js';
import { carouselConsoleRoutes } from './carousel-console.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const activityModule: ModuleDescriptor = {
  name: 'activity',
  routes: { activity: activityRoutes },
  consoleRoutes: { carouselConsole: carouselConsoleRoutes },
  opsCommands: [carouselSetCommand],
};

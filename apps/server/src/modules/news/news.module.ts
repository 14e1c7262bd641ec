import { newsPublishCommand } from '../../ops/commands/content.js';
import { newsConsoleRoutes } from './news-console.routes.js';
import { newsRoutes } from './news.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const newsModule: ModuleDescriptor = {
  name: 'news',
  routes: { news: newsRoutes },
  consoleRoutes: { newsConsole: newsConsoleRoutes },
  opsCommands: [newsPublishCommand],
};

import { libraryCommands } from '../../ops/commands/library.js';
import { libraryConsoleRoutes } from './library-console.routes.js';
import { libraryRoutes } from './library.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const libraryModule: ModuleDescriptor = {
  name: 'library',
  routes: { library: libraryRoutes },
  consoleRoutes: { libraryConsole: libraryConsoleRoutes },
  opsCommands: libraryCommands,
};

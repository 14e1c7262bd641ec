import { libraryCommands } from '../../ops/commands/library.js';
import { libraryRoutes } from './library.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const libraryModule: ModuleDescriptor = {
  name: 'library',
  routes: { library: libraryRoutes },
  opsCommands: libraryCommands,
};

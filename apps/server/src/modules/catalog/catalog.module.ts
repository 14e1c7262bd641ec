import { catalogConsoleRoutes, stockConsoleRoutes } from './catalog-console.routes.js';
import { catalogPackConsoleRoutes } from './catalog-console-pack.routes.js';
import { catalogCategoryConsoleRoutes } from './catalog-console-categories.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const catalogModule: ModuleDescriptor = {
  name: 'catalog',
  routes: { catalog: catalogRoutes },
  consoleRoutes: {
    catalogConsole: catalogConsoleRoutes,
    catalogPackConsole: catalogPackConsoleRoutes,
    catalogCategoryConsole: catalogCategoryConsoleRoutes,
    stockConsole: stockConsoleRoutes,
  },
};

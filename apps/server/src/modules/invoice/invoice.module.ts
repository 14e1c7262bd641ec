import { invoiceConsoleRoutes } from './invoice-console.routes.js';
import { invoiceRoutes } from './invoice.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const invoiceModule: ModuleDescriptor = {
  name: 'invoice',
  // its third parameter, the invoice source, keeps its default
  routes: { invoice: (app, deps) => invoiceRoutes(app, deps) },
  // the order page's "re-send the invoice" (order:view)
  consoleRoutes: { invoiceConsole: invoiceConsoleRoutes },
};

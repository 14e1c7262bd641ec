import { invoiceRoutes } from './invoice.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const invoiceModule: ModuleDescriptor = {
  name: 'invoice',
  // its third parameter, the invoice source, keeps its default
  routes: { invoice: (app, deps) => invoiceRoutes(app, deps) },
};

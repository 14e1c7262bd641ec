import { paymentReconcileJob, providerRefundJob, sandboxWebhookJob } from './index.js';
import { paymentRoutes } from './payment.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
  routes: { payment: paymentRoutes },
  jobs: [sandboxWebhookJob, paymentReconcileJob, providerRefundJob],
};

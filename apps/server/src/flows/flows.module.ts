import type { ModuleDescriptor } from '../app-modules/module-descriptor.js';
import { autoshipRunJob } from './autoship-run.job.js';
import { checkoutFlowRoutes } from './checkout.routes.js';
import { dashboardSummaryRoutes } from './dashboard-summary.routes.js';
import { memberDeskRoutes } from './member-desk.routes.js';
import { orderPickListRoutes } from './order-pick-list.routes.js';
import { orderRefundPreviewRoutes } from './order-refund-preview.routes.js';
import { orderPaymentSubscribers } from './order-payment.flow.js';
import { orderPaymentFlowRoutes } from './order-payment.routes.js';
import { registrationFlowRoutes } from './registration.routes.js';
import { pictureSweepJob } from './picture-sweep.job.js';
import { stockAlertJob } from './stock-alert.job.js';
import { filesSweepCommand } from '../ops/commands/files-sweep.js';
import { stockAlertCommand } from '../ops/commands/stock-alert.js';

/**
 * The flows described as a module is: the calls that run a flow (each among the calls of the
 * domain it serves, registration-order.ts) and the order payment flow's answers to the
 * settlement events of purpose 'order', the autoship run job and the daily low-stock alert. Listed in app-modules/index.ts with the modules.
 */
export const flowsModule: ModuleDescriptor = {
  name: 'flows',
  routes: {
    checkout: checkoutFlowRoutes,
    orderPayment: orderPaymentFlowRoutes,
    registrationFlow: registrationFlowRoutes,
    dashboardSummary: dashboardSummaryRoutes,
  },
  // the console's member page joins the member and organization modules; the refund preview
  // the order and promotion modules; the pick list the orders and the invoice's fonts
  consoleRoutes: {
    memberDesk: memberDeskRoutes,
    orderRefundPreview: orderRefundPreviewRoutes,
    orderPickList: orderPickListRoutes,
  },
  subscribers: orderPaymentSubscribers,
  // the autoship run places orders and charges saved cards (autoship-run.flow.ts); the
  // low-stock alert reads the catalogue, the autoship demand and the company's address; the
  // picture sweep asks the catalogue, orders and news which stored pictures they still show
  jobs: [autoshipRunJob, stockAlertJob, pictureSweepJob],
  opsCommands: [stockAlertCommand, filesSweepCommand],
};

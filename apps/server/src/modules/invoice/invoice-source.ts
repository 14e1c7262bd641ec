import type { InvoiceView } from '@portal/contract';
import type { AppDeps } from '../../deps.js';

/**
 * The port the invoice reads an order through: the order module's face answers it (wired in
 * the routes), tests hand in a view of their own. Undefined when no such order exists.
 */
export type InvoiceSource = (deps: AppDeps, orderNo: string) => Promise<InvoiceView | undefined>;

import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Invoices: filled by the shop issue. */
export default ComingSoonPage;

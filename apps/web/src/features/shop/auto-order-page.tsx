import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Autoship (automatic repeat) orders: filled by the shop issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../shared/ui/coming-soon';

/** Autoship (automatic repeat) orders: filled by the shop issue. */
export default ComingSoonPage;

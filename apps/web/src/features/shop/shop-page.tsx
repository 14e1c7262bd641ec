import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Mall, cart, orders and checkout steps: filled by the shop issue. */
export default ComingSoonPage;

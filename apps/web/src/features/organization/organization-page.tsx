import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Placement, sponsor and direct-recommendation trees: filled by the organization issue. */
export default ComingSoonPage;

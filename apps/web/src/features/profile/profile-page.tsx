import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Personal profile, shipping addresses, vCard: filled by the profile issue. */
export default ComingSoonPage;

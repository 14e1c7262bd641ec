import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Points shop: filled by the bonus issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../shared/ui/coming-soon';

/** Points shop: filled by the bonus issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Promotion results: filled by the promotion issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** News list and details: filled by the news issue. */
export default ComingSoonPage;

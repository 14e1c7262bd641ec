import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Product library: filled by the library issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** PIN and security questions: filled by the wallet issue. */
export default ComingSoonPage;

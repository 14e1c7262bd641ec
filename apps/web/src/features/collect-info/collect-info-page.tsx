import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Registration (collectInfo) steps: filled by the registration issue. */
export default ComingSoonPage;

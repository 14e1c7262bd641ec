import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Message centre pages: filled by the message-centre issue. */
export default ComingSoonPage;

import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** Bonus report, estimated bonus, vacation points, member tools: filled by the bonus issue. */
export default ComingSoonPage;

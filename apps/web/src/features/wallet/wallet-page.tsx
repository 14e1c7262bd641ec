import { ComingSoonPage } from '../../lib/ui/coming-soon';

/** E-wallet, withdrawal, transfer, history, bank accounts: filled by the wallet issue. */
export default ComingSoonPage;

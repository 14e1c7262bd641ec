import { lazy } from 'react';
import { withPageMessages } from '../../lib/i18n/i18n';

/**
 * QuickPurchase, for the dashboard (spec "Main mode", "Marketplace mode"): mount `<QuickPurchase />` inside a
 * `<Suspense fallback={<Loading />}>`. Its code and its English messages load with it, not
 * with the first screen. `shown` (default 6) caps the products offered.
 */
export const QuickPurchase = lazy(withPageMessages(() => import('./quick-purchase-panel')));
export { pickQuickProducts, QUICK_PURCHASE } from './quick-purchase-data';

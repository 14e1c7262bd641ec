import QuickPurchasePanel from '../../shared/quick-purchase/quick-purchase-panel';
import { PageFrame } from '../../lib/ui/page-frame';
import type { PageProps } from '../../lib/ui/page-props';

/**
 * /dashboard/QuickPurchase and /wpm/dashboard/QuickPurchase (spec 2.2, 2.3): the QuickPurchase
 * panel alone; the dashboard shows the same panel beside its other parts.
 */
export default function QuickPurchasePage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <QuickPurchasePanel />
    </PageFrame>
  );
}

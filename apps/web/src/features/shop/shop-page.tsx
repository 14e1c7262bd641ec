import QuickPurchasePanel from '../../shared/quick-purchase/quick-purchase-panel';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';

/**
 * /dashboard/QuickPurchase and /wpm/dashboard/QuickPurchase (spec "Main mode", "Marketplace mode"): the QuickPurchase
 * panel alone; the dashboard shows the same panel beside its other parts.
 */
export default function QuickPurchasePage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <QuickPurchasePanel />
    </PageFrame>
  );
}

import type { PromotionKind } from '@portal/contract';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { AlphaspinPanel } from './alphaspin-panel';
import { GoalPromotion } from './goal-promotion';
import { PointsPanel } from './points-panel';
import { PromotionBrief, PromotionsOfKind } from './promotion-brief';
import './promotion.css';

/** Which kind each myPromotion page shows (spec "Main mode", "Marketplace mode"); promotionBrief shows them all. */
const KIND_OF_PAGE: Record<string, PromotionKind> = {
  'web.page.alphaspin': 'alphaspin',
  'web.page.specialPrizePromo': 'specialPrize',
  'web.page.promotionQuarter': 'quarter',
};

/** myPromotion: promotionBrief, specialPrizePromo, promotionQuarter and alphaspin. */
export default function PromotionPage({ titleKey }: PageProps) {
  const kind = KIND_OF_PAGE[titleKey];
  return (
    <PageFrame titleKey={titleKey}>
      <div className="promotion-page">
        {!kind && <PromotionBrief />}
        {kind && (
          <PromotionsOfKind
            kind={kind}
            render={(id) =>
              kind === 'alphaspin' ? <AlphaspinPanel id={id} /> : <GoalPromotion id={id} />
            }
          />
        )}
        <PointsPanel />
      </div>
    </PageFrame>
  );
}

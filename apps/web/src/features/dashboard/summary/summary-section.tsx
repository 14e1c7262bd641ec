import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { withPageMessages } from '../../../lib/i18n/i18n';
import { lazyPage } from '../../../lib/lazy/lazy-page';
import { useUniqueId } from '../../../shared/ui/use-unique-id';
import { useDashboardSummary } from '../api/summary';
import { SummarySkeleton } from './tile-frame';

// the figures are a chunk of their own (d3-scale, the chart): the frame of the first screen
// paints at once with the tiles' boxes, and the words of the wallet and the requirements load
// beside the chunk
const SummaryTiles = lazyPage<{ base: string; autoship: boolean }>(
  withPageMessages(() => import('./summary-tiles')),
);

/** The dashboard's first row: the member's figures, above today's cards. */
export function SummarySection() {
  const { t } = useTranslation();
  const titleId = useUniqueId('summary-title');
  // the figures are asked for now, while the chunk that draws them loads
  useDashboardSummary();
  // both dashboards may be kept alive: each follows its own path, not the shell's platform
  const marketplace = useLocation().pathname.startsWith('/wpm/');
  const base = marketplace ? '/wpm' : '';
  // autoship is a main-platform purchase; the marketplace has none
  const autoship = !marketplace;
  return (
    <section className="dashboard-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('web.tiles.title')}
      </h2>
      <Suspense fallback={<SummarySkeleton autoship={autoship} />}>
        <SummaryTiles base={base} autoship={autoship} />
      </Suspense>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useDashboardSummary } from '../api/summary';
import { CyclesCharts } from './cycles-charts';
import { useTileBodies } from './tile-bodies';
import { SummarySkeleton, TileGrid } from './tile-frame';
import type { DashboardSummary } from '@portal/contract';

function Figures({
  data,
  base,
  autoship,
}: {
  data: DashboardSummary;
  base: string;
  autoship: boolean;
}) {
  const body = useTileBodies(data, base);
  return (
    <>
      <TileGrid autoship={autoship} body={body} />
      <CyclesCharts data={data} />
    </>
  );
}

/**
 * The dashboard's figures: tiles of this cycle's standing, the wallet and the bonus, and the
 * last closed cycles as charts, from one read. Its own chunk, loaded with the words of the
 * namespaces it shows (wallet accounts, requirements) beyond the first screen's.
 */
export default function SummaryTiles({ base, autoship }: { base: string; autoship: boolean }) {
  const { t } = useTranslation();
  const summary = useDashboardSummary();
  if (summary.isPending) return <SummarySkeleton autoship={autoship} />;
  if (summary.isError) {
    return (
      <div className="panel tiles-error" role="alert">
        <p className="card-empty">{t('web.dashboard.cardError')}</p>
        <button type="button" className="card-retry" onClick={() => void summary.refetch()}>
          {t('web.dashboard.retry')}
        </button>
      </div>
    );
  }
  return <Figures data={summary.data} base={base} autoship={autoship} />;
}

import type { BonusCycleTotals } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../shared/chart/bar-chart';

/**
 * The last 12 closed cycles of the report as the shared bar chart: a y axis in the company's
 * currency, the cycle under each bar and its amount above it, and a hidden table of them all.
 * The bars' heights use Number() only for drawing; the amounts shown stay the server's.
 */
export default function BonusChart({
  cycles,
  money,
}: {
  cycles: readonly BonusCycleTotals[];
  /** the page's money format; with `decimals`, a tick's ("$1,000") */
  money: (amount: string, decimals?: number) => string;
}) {
  const { t } = useTranslation();
  const categories = useMemo(
    () =>
      cycles.map((c) => ({
        key: c.cycle,
        label: c.cycle.slice(c.cycle.lastIndexOf('-') + 1),
        name: c.cycle,
      })),
    [cycles],
  );
  const series = useMemo(
    () => [
      {
        name: t('bonus.column.total'),
        values: cycles.map((c) => Number(c.total)),
        texts: cycles.map((c) => money(c.total)),
      },
    ],
    [cycles, money, t],
  );
  const tickText = useCallback(
    (value: string, decimals: number) => money(value, decimals),
    [money],
  );
  return (
    <div className="bonus-chart">
      <BarChart
        title={t('bonus.chart.title')}
        summary={t('bonus.chart.label')}
        categories={categories}
        categoryHeader={t('bonus.column.cycle')}
        series={series}
        tickText={tickText}
      />
    </div>
  );
}

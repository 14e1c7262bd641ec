import type { DashboardCycle, DashboardSummary } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { BarChart } from '../../../shared/chart/bar-chart';
import { ChartFrames } from './tile-frame';

/** "2026-W49" → "W49" under a bar; the table and the summary give the whole name. */
const shortCycle = (cycle: string) => cycle.slice(cycle.lastIndexOf('-') + 1);

/** Bonus paid and the legs' BV of the last closed cycles: two charts, each with its unit. */
export function CyclesCharts({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation();
  const f = useFormats();
  const cycles = data.recent;
  const categories = useMemo(
    () => cycles.map((c) => ({ key: c.cycle, label: shortCycle(c.cycle), name: c.cycle })),
    [cycles],
  );
  const money = useCallback(
    (value: string, decimals: number) =>
      f.money(value, Math.min(decimals, data.minorUnit), data.currency),
    [f, data.minorUnit, data.currency],
  );
  const bv = useCallback(
    (value: string, decimals: number) =>
      t('member.standing.bv', { bv: decimals === 0 ? f.count(value) : f.bv(value) }),
    [t, f],
  );
  const bonus = useMemo(
    () => [
      {
        name: t('web.chart.bonusSeries'),
        values: cycles.map((c) => Number(c.total)),
        texts: cycles.map((c) => money(c.total, data.minorUnit)),
      },
    ],
    [cycles, money, data.minorUnit, t],
  );
  const legs = useMemo(() => {
    const leg = (name: string, of: (c: DashboardCycle) => string | null) => ({
      name,
      values: cycles.map((c) => Number(of(c) ?? 0)),
      texts: cycles.map((c) => {
        const v = of(c);
        return v === null ? '—' : f.bv(v);
      }),
    });
    return [leg(t('web.tiles.left'), (c) => c.leftBv), leg(t('web.tiles.right'), (c) => c.rightBv)];
  }, [cycles, f, t]);
  if (cycles.length === 0) {
    return (
      <ChartFrames>
        <div className="panel tile-chart">
          <p className="card-empty">{t('web.tiles.noClosed')}</p>
        </div>
      </ChartFrames>
    );
  }
  const first = cycles[0]!.cycle;
  const last = cycles.at(-1)!;
  const range = { count: cycles.length, first, last: last.cycle };
  return (
    <ChartFrames>
      <div className="panel tile-chart" data-testid="chart-bonus">
        <BarChart
          title={t('web.chart.bonusTitle')}
          summary={t('web.chart.bonusSummary', {
            ...range,
            latest: money(last.total, data.minorUnit),
          })}
          categories={categories}
          categoryHeader={t('web.chart.cycle')}
          series={bonus}
          tickText={money}
        />
      </div>
      <div className="panel tile-chart" data-testid="chart-legs">
        <BarChart
          title={t('web.chart.legsTitle')}
          summary={t('web.chart.legsSummary', {
            ...range,
            left: legs[0]!.texts.at(-1),
            right: legs[1]!.texts.at(-1),
          })}
          categories={categories}
          categoryHeader={t('web.chart.cycle')}
          series={legs}
          tickText={bv}
        />
      </div>
    </ChartFrames>
  );
}

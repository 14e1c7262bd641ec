import type { BonusCycleTotals } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const H = 120;
const BAR = 24;
const GAP = 8;

/**
 * The last 12 cycles as plain SVG bars: no charting library (none is in the web's
 * dependencies, and twelve bars need none). It ships in the bonus page's lazy chunk, never in
 * the first screen's. Heights use Number() only for drawing; amounts shown stay the server's.
 */
export default function BonusChart({
  cycles,
  money = (amount) => amount,
}: {
  cycles: readonly BonusCycleTotals[];
  /** the page's money format, for the bars' titles */
  money?: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...cycles.map((c) => Number(c.total)));
  const width = cycles.length * (BAR + GAP) + GAP;
  return (
    <figure className="bonus-chart">
      <figcaption>{t('bonus.chart.title')}</figcaption>
      <svg
        viewBox={`0 0 ${Math.max(width, 100)} ${H + 20}`}
        role="img"
        aria-label={t('bonus.chart.label')}
        preserveAspectRatio="xMinYMid meet"
      >
        {cycles.map((c, i) => {
          const h = Math.round((Number(c.total) / max) * H);
          const x = GAP + i * (BAR + GAP);
          return (
            <g key={c.cycle}>
              <title>{`${c.cycle}: ${money(c.total)}`}</title>
              <rect
                className="bonus-chart-bar"
                x={x}
                y={H - h}
                width={BAR}
                height={Math.max(h, 1)}
              />
              <text x={x + BAR / 2} y={H + 14} textAnchor="middle" className="bonus-chart-label">
                {c.cycle.slice(-3)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

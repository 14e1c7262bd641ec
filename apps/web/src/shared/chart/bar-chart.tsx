import { theme } from 'antd';
import { useId, useMemo } from 'react';
import { CHART_HEIGHT, chartLayout, type ChartLayout } from './chart-layout';
import { useElementWidth } from './use-element-width';
import './bar-chart.css';

export interface ChartSeries {
  name: string;
  /** numbers for drawing only; the texts shown are the server's exact figures, formatted */
  values: readonly number[];
  texts: readonly string[];
}

export interface BarChartProps {
  /** the chart's title, above it and as the hidden table's caption */
  title: string;
  /** what the chart says, for screen readers (the drawing is one image) */
  summary: string;
  /** short labels under the bars, and the full names the table gives */
  categories: readonly { key: string; label: string; name: string }[];
  categoryHeader: string;
  series: readonly ChartSeries[];
  /** a y tick's text with its unit ("$1,000", "1,000 BV") */
  tickText: (value: string, decimals: number) => string;
}

interface BarsProps {
  layout: ChartLayout;
  series: readonly ChartSeries[];
  color: string;
  hatch: string;
}

function Bars({ layout, series, color, hatch }: BarsProps) {
  const { x, y, series: band } = layout;
  const base = y(0);
  return series.map((s, si) =>
    layout.x.domain().map((key, i) => {
      const value = s.values[i] ?? 0;
      const left = (x(key) ?? 0) + (band(si) ?? 0);
      const top = Math.min(y(value), base - 1);
      const middle = left + band.bandwidth() / 2;
      return (
        <g key={`${si}-${key}`}>
          <rect
            x={left}
            y={top}
            width={band.bandwidth()}
            height={base - top}
            // the second series is hatched: told apart by texture, not by a paler colour
            fill={si === 0 ? color : `url(#${hatch})`}
            stroke={color}
          />
          <text
            className="bar-chart-value"
            transform={
              layout.verticalValues
                ? `translate(${middle + 4},${top - 4}) rotate(-90)`
                : `translate(${middle},${top - 4})`
            }
            textAnchor={layout.verticalValues ? 'start' : 'middle'}
          >
            {s.texts[i]}
          </text>
        </g>
      );
    }),
  );
}

/**
 * Bars of up to two series with a y axis (round ticks with their unit, d3-scale), the category
 * under each bar and its value above it, in the platform's colour (antd's primary token). The
 * box keeps its height while loading and drawing; a hidden table gives every value to screen
 * readers. Shared by the dashboard and the bonus report.
 */
export function BarChart(props: BarChartProps) {
  const { title, summary, categories, categoryHeader, series, tickText } = props;
  const { token } = theme.useToken();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  // one pattern per chart: two charts on a page must not share an id
  const hatch = `bar-hatch-${useId().replace(/:/g, '')}`;
  const layout = useMemo(() => {
    if (width === 0) return null;
    const all = series.flatMap((s) => s.values);
    return chartLayout({
      width,
      categories: categories.map((c) => c.key),
      seriesCount: series.length,
      max: Math.max(0, ...all),
      valueChars: Math.max(1, ...series.flatMap((s) => s.texts.map((t) => t.length))),
      categoryChars: Math.max(1, ...categories.map((c) => c.label.length)),
      tickText,
    });
  }, [width, series, categories, tickText]);
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart-title">{title}</figcaption>
      {series.length > 1 && (
        <ul className="bar-chart-legend" aria-hidden>
          {series.map((s, i) => (
            <li key={s.name}>
              <span
                className={`bar-chart-swatch swatch-${i}`}
                style={{
                  color: token.colorPrimary,
                  background: i === 0 ? token.colorPrimary : undefined,
                }}
              />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div ref={ref} className="bar-chart-box" style={{ height: CHART_HEIGHT }}>
        {layout && (
          <svg width={layout.width} height={layout.height} role="img" aria-label={summary}>
            <defs>
              <pattern
                id={hatch}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill={token.colorBgContainer} />
                <line x1="0" y1="0" x2="0" y2="6" stroke={token.colorPrimary} strokeWidth="3" />
              </pattern>
            </defs>
            <g className="bar-chart-axis" data-testid="chart-y-axis">
              {layout.ticks.map((tick) => (
                <g key={tick.value} data-testid="chart-tick">
                  <line
                    x1={layout.margin.left}
                    x2={layout.width - layout.margin.right}
                    y1={tick.y}
                    y2={tick.y}
                    stroke={token.colorBorderSecondary}
                  />
                  <text
                    x={layout.margin.left - 6}
                    y={tick.y}
                    dy="0.32em"
                    textAnchor="end"
                    fill={token.colorTextSecondary}
                  >
                    {tick.text}
                  </text>
                </g>
              ))}
            </g>
            <Bars layout={layout} series={series} color={token.colorPrimary} hatch={hatch} />
            <g className="bar-chart-axis">
              {categories.map((c) => {
                const middle = (layout.x(c.key) ?? 0) + layout.x.bandwidth() / 2;
                const top = layout.height - layout.margin.bottom + 14;
                return (
                  <text
                    key={c.key}
                    fill={token.colorTextSecondary}
                    textAnchor={layout.verticalCategories ? 'end' : 'middle'}
                    transform={
                      layout.verticalCategories
                        ? `translate(${middle + 4},${top - 8}) rotate(-90)`
                        : `translate(${middle},${top})`
                    }
                  >
                    {c.label}
                  </text>
                );
              })}
            </g>
          </svg>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => (
            <tr key={c.key}>
              <th scope="row">{c.name}</th>
              {series.map((s) => (
                <td key={s.name}>{s.texts[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

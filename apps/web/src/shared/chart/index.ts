/** Bar charts with axes and values (the dashboard's cycles, the bonus report's chart). */
export { BarChart, type BarChartProps, type ChartSeries } from './bar-chart';
export { CHART_HEIGHT, chartLayout, tickDecimals } from './chart-layout';

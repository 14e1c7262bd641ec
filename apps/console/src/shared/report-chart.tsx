import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// only the parts the reports draw; SVG so the chart also renders in jsdom page tests
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  type: 'bar' | 'line';
  data: number[];
  /** bars of one stack are drawn on top of each other */
  stack?: string;
  /** a line read on the right-hand axis (a rate next to counts) */
  rightAxis?: boolean;
}

interface Props {
  /** what the chart shows, read out by screen readers (the figures are in the table below it) */
  label: string;
  categories: string[];
  series: ChartSeries[];
  height?: number;
}

function optionOf(categories: string[], series: ChartSeries[]): echarts.EChartsCoreOption {
  const twoAxes = series.some((s) => s.rightAxis);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: twoAxes ? 56 : 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: categories },
    yAxis: twoAxes ? [{ type: 'value' }, { type: 'value', max: 100 }] : { type: 'value' },
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      stack: s.stack,
      yAxisIndex: s.rightAxis ? 1 : 0,
    })),
  };
}

/**
 * The reports' one chart: ECharts drawn in SVG, made once on mount, given new figures when they
 * change, resized with its box, and disposed with the component.
 */
export function ReportChart({ label, categories, series, height = 320 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // jsdom measures nothing: a width keeps ECharts from drawing into a zero-sized box
    const instance = echarts.init(element, undefined, {
      renderer: 'svg',
      width: element.clientWidth || 640,
      height,
    });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize({ width: 'auto', height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(optionOf(categories, series), { notMerge: true });
  }, [categories, series]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/**
 * A chart's box, apart from its drawing code: a loading placeholder reserves the chart's size
 * without loading the scales (d3) the drawing needs.
 */

/** Every chart is this tall, loading or drawn, so nothing below it moves when it arrives. */
export const CHART_HEIGHT = 240;
/** Width drawn with before the box is measured (and in tests, which have no layout). */
export const FALLBACK_WIDTH = 600;

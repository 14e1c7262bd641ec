import { useLayoutEffect, useRef, useState } from 'react';
import { FALLBACK_WIDTH } from './chart-size';

/**
 * The width of a box, followed as it changes (a phone turned, the menu folded), so a chart
 * draws its text at its real size instead of scaling a fixed drawing.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth) || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

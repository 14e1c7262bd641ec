import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { restingView, type View, type Viewport } from './binary-tree-layout';

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 2;
/** A press that moves less than this is a tap or a click, not a drag. */
const DRAG_SLOP_PX = 5;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zooms by `factor` keeping the world point under (px, py) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/** The element's size; jsdom and old browsers without ResizeObserver keep the first reading. */
function useViewport(ref: React.RefObject<HTMLElement | null>): Viewport {
  const [port, setPort] = useState<Viewport>({ width: 800, height: 600 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () =>
      setPort((p) =>
        p.width === el.clientWidth && p.height === el.clientHeight
          ? p
          : { width: el.clientWidth || p.width, height: el.clientHeight || p.height },
      );
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return port;
}

/**
 * Pan by dragging (mouse, pen or finger), pinch and wheel to zoom. The view belongs to one
 * `resetKey` (the page's root): a new root starts at rest again without an effect. At rest the
 * view is zoomed out just enough for the root's two legs (`legReach` sideways) to show.
 */
export function usePanZoom(
  ref: React.RefObject<HTMLElement | null>,
  resetKey: string,
  legReach = 0,
) {
  const port = useViewport(ref);
  const [stored, setStored] = useState<{ for: string; view: View } | null>(null);
  const view = stored?.for === resetKey ? stored.view : restingView(port, legReach);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travelled = useRef(0);

  const setView = (next: View | ((v: View) => View)) =>
    setStored((s) => {
      const now = s?.for === resetKey ? s.view : restingView(port, legReach);
      return { for: resetKey, view: typeof next === 'function' ? next(now) : next };
    });

  // a wheel listener must not be passive to keep the page from scrolling under the chart
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * 0.0015);
      setStored((s) => {
        const now = s?.for === resetKey ? s.view : restingView(port, legReach);
        const next = zoomAt(now, factor, e.clientX - box.left, e.clientY - box.top);
        return { for: resetKey, view: next };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, resetKey, port, legReach]);

  const local = (e: ReactPointerEvent) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 1) travelled.current = 0;
  };

  const onPointerMove = (e: ReactPointerEvent) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId);
    pointers.current.set(e.pointerId, now);
    travelled.current += Math.hypot(now.x - before.x, now.y - before.y);
    // capture only once it is a drag, so a plain click still reaches the card's buttons
    if (travelled.current > DRAG_SLOP_PX && !e.currentTarget.hasPointerCapture?.(e.pointerId)) {
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    const other = others[0]?.[1];
    if (other) {
      // pinch: scale by the change of the fingers' distance, about their midpoint
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) /
        Math.max(1, Math.hypot(before.x - other.x, before.y - other.y));
      setView((v) => zoomAt(v, factor, (now.x + other.x) / 2, (now.y + other.y) / 2));
      return;
    }
    setView((v) => ({ ...v, x: v.x + now.x - before.x, y: v.y + now.y - before.y }));
  };

  const onPointerEnd = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
  };

  const zoomBy = (factor: number) =>
    setView((v) => zoomAt(v, factor, port.width / 2, port.height / 2));

  return {
    view,
    port,
    setView,
    zoomBy,
    reset: () => setView(restingView(port, legReach)),
    /** true right after a drag: the click that ends it is not a tap on a card */
    wasDrag: () => travelled.current > DRAG_SLOP_PX,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}

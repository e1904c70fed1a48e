// Zoom for a document image in a scrolling box: set levels (1x, 2x, 3x) from buttons and keys, any level
// between them from a pinch, Ctrl + wheel (a trackpad pinch) or a double tap, and a drag that moves the
// enlarged image. The point under the fingers or the pointer stays where it is while the scale changes.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

export const ZOOM_LEVELS = [1, 2, 3] as const;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale * 100) / 100));

/** The next set level up or down from any scale (a pinch may have left it between two). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const levels = direction === 1 ? ZOOM_LEVELS.filter((level) => level > scale + 0.01) : ZOOM_LEVELS.filter((level) => level < scale - 0.01).reverse();
  return levels[0] ?? (direction === 1 ? Math.max(scale, ZOOM_LEVELS.at(-1)!) : MIN_ZOOM);
}

/** A wheel notch of a trackpad pinch or Ctrl + wheel: smooth, proportional to the distance scrolled. */
export const wheelZoom = (scale: number, deltaY: number): number => clampZoom(scale * Math.exp(-deltaY / 200));

/** A double tap: in to 2x at the tapped point, or back to the whole page. */
export const toggleZoom = (scale: number): number => (scale > MIN_ZOOM ? MIN_ZOOM : 2);

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function useZoom() {
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  // Where the focal point sits in the content (as a fraction) and in the box (px), for the layout effect.
  const focus = useRef<{ fx: number; fy: number; vx: number; vy: number } | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  // The wheel listener and the pointer handlers read the scale of the last render, not of their own.
  const scaleRef = useRef(scale);
  useLayoutEffect(() => {
    scaleRef.current = scale;
  }, [scale]);

  const zoomTo = useCallback((next: number, at?: Point) => {
    const box = viewport.current;
    if (!box) return;
    const rect = box.getBoundingClientRect();
    const vx = at ? at.x - rect.left : box.clientWidth / 2;
    const vy = at ? at.y - rect.top : box.clientHeight / 2;
    focus.current = { fx: (box.scrollLeft + vx) / box.scrollWidth, fy: (box.scrollTop + vy) / box.scrollHeight, vx, vy };
    setScale(clampZoom(next));
  }, []);

  useLayoutEffect(() => {
    const box = viewport.current;
    const point = focus.current;
    if (!box || !point) return;
    focus.current = null;
    box.scrollLeft = point.fx * box.scrollWidth - point.vx;
    box.scrollTop = point.fy * box.scrollHeight - point.vy;
  }, [scale]);

  // React's wheel listener is passive; stopping the page's own zoom needs a listener of our own.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomTo(wheelZoom(scaleRef.current, event.deltaY), { x: event.clientX, y: event.clientY });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) pinch.current = { distance: distance(a, b), scale: scaleRef.current };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current) {
      if (pinch.current.distance > 0) zoomTo((pinch.current.scale * distance(a, b)) / pinch.current.distance, middle(a, b));
    } else if (scaleRef.current > MIN_ZOOM && viewport.current) {
      viewport.current.scrollLeft -= current.x - previous.x;
      viewport.current.scrollTop -= current.y - previous.y;
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomTo(stepZoom(scaleRef.current, 1));
    else if (event.key === '-') zoomTo(stepZoom(scaleRef.current, -1));
    else if (event.key === '0') zoomTo(MIN_ZOOM);
    else return;
    event.preventDefault();
  };

  return {
    scale,
    zoomTo,
    viewportProps: {
      ref: viewport,
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onPointerLeave: onPointerEnd,
      onKeyDown,
      onDoubleClick: (event: MouseEvent<HTMLDivElement>) => zoomTo(toggleZoom(scaleRef.current), { x: event.clientX, y: event.clientY }),
    },
  };
}

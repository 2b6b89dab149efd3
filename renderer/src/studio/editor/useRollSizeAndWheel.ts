import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { scrollBy, type Viewport, zoomByWheel } from './viewport';

/**
 * The roll follows its box's size, and the wheel scrolls it (Shift: sideways; Ctrl or ⌘: zooms at
 * the pointer). The listener is not passive, so the page does not scroll under the roll.
 */
export function useRollSizeAndWheel(
  boxRef: RefObject<HTMLDivElement | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  onView: (update: (view: Viewport) => Viewport) => void,
): void {
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      onView((current) =>
        current.width === Math.floor(width) && current.height === Math.floor(height)
          ? current
          : { ...current, width: Math.floor(width), height: Math.floor(height) },
      );
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [onView, boxRef.current]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const x = event.offsetX;
      if (event.ctrlKey || event.metaKey) onView((current) => zoomByWheel(current, event.deltaY, x));
      else if (event.shiftKey) onView((current) => scrollBy(current, event.deltaY || event.deltaX, 0));
      else onView((current) => scrollBy(current, event.deltaX, -event.deltaY));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [onView, canvasRef.current]);
}

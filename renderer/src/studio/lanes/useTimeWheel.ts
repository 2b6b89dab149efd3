import { type RefObject, useEffect } from 'react';
import { scrollBy, type Viewport, zoomByWheel } from '../editor/viewport';

/**
 * The wheel over a lane moves the roll's time axis: it scrolls time (either wheel direction), Ctrl
 * or ⌘ zooms at the pointer. The element starts where the roll does (its gutter is the keyboard's
 * width). Not passive, so the page does not scroll under the lane.
 */
export function useTimeWheel(
  ref: RefObject<HTMLElement | null>,
  onView: (update: (view: Viewport) => Viewport) => void,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const x = event.clientX - element.getBoundingClientRect().left;
      if (event.ctrlKey || event.metaKey) onView((current) => zoomByWheel(current, event.deltaY, x));
      else onView((current) => scrollBy(current, event.deltaX || event.deltaY, 0));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [onView, ref]);
}

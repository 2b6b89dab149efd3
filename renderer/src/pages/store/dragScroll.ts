import { type RefObject, useEffect } from 'react';

/** How far a pressed mouse moves before a press becomes a drag (spec section 9: 5 px). */
export const DRAG_THRESHOLD_PX = 5;

/**
 * The decisions of a drag-to-scroll row, without the DOM: a press that moves more than the
 * threshold scrolls the row and swallows the click that ends it; a smaller one stays a click.
 */
export function createDragTracker(threshold = DRAG_THRESHOLD_PX) {
  let start: { x: number; scrollLeft: number } | null = null;
  let dragging = false;
  return {
    press(x: number, scrollLeft: number): void {
      start = { x, scrollLeft };
      dragging = false;
    },
    /** The row's new scroll position, or null while the press is not (yet) a drag. */
    move(x: number): number | null {
      if (!start) return null;
      const dx = x - start.x;
      if (!dragging && Math.abs(dx) <= threshold) return null;
      dragging = true;
      return start.scrollLeft - dx;
    },
    /** Ends the press; true when it was a drag, whose click must not select anything. */
    release(): boolean {
      const wasDrag = dragging;
      start = null;
      dragging = false;
      return wasDrag;
    },
    get dragging(): boolean {
      return dragging;
    },
  };
}

/** Lets a mouse drag a sideways-scrolling row; touch and pens keep the browser's own scrolling. */
export function attachDragScroll(element: HTMLElement, threshold = DRAG_THRESHOLD_PX): () => void {
  const tracker = createDragTracker(threshold);
  let pointerId: number | null = null;
  let swallowClick = false;

  const onPointerDown = (event: PointerEvent) => {
    swallowClick = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    pointerId = event.pointerId;
    tracker.press(event.clientX, element.scrollLeft);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const wasDragging = tracker.dragging;
    const scrollLeft = tracker.move(event.clientX);
    if (scrollLeft === null) return;
    if (!wasDragging) {
      element.setPointerCapture?.(event.pointerId);
      element.dataset.dragging = 'true';
    }
    element.scrollLeft = scrollLeft;
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    swallowClick = tracker.release();
    delete element.dataset.dragging;
  };
  // Capture phase: the click that ends a drag never reaches the chip under the mouse.
  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const onDragStart = (event: DragEvent) => event.preventDefault();

  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerEnd);
  element.addEventListener('pointercancel', onPointerEnd);
  element.addEventListener('click', onClick, true);
  element.addEventListener('dragstart', onDragStart);
  return () => {
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerEnd);
    element.removeEventListener('pointercancel', onPointerEnd);
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('dragstart', onDragStart);
  };
}

/** attachDragScroll for the element of a ref, once it is in the page (it changes nothing it renders). */
export function useDragScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    return element ? attachDragScroll(element) : undefined;
  }, [ref]);
}

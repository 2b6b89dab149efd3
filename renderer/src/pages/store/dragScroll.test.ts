import { describe, expect, it } from 'vitest';
import { createDragTracker, DRAG_THRESHOLD_PX } from './dragScroll';

describe('createDragTracker', () => {
  it('keeps a press that moves at most 5 px a click', () => {
    expect(DRAG_THRESHOLD_PX).toBe(5);
    const tracker = createDragTracker();
    tracker.press(100, 40);
    expect(tracker.move(103)).toBeNull();
    expect(tracker.move(95)).toBeNull();
    expect(tracker.release()).toBe(false);
  });

  it('scrolls with the mouse once it moved more than 5 px, and swallows that click', () => {
    const tracker = createDragTracker();
    tracker.press(100, 40);
    expect(tracker.move(106)).toBe(34);
    // Once dragging, small moves scroll too (no dead zone in the middle of a drag).
    expect(tracker.move(103)).toBe(37);
    expect(tracker.move(20)).toBe(120);
    expect(tracker.release()).toBe(true);
    expect(tracker.move(0)).toBeNull();
  });
});

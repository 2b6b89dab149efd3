import { describe, expect, it } from 'vitest';
import type { Note } from '../../../../shared/studio/document';
import {
  centreOnPitches,
  followPlayhead,
  hitTest,
  initialViewport,
  notesInMarquee,
  pitchToY,
  revealNote,
  scrollBy,
  tickToX,
  visibleRange,
  xToTick,
  yToPitch,
  zoomAt,
} from './viewport';

const view = { ...initialViewport(1000, 600), pxPerTick: 0.1, rowHeight: 20, topPitch: 72, scrollTick: 0 };
const note = (id: string, tick: number, pitch: number, duration = 480): Note => ({
  id,
  tick,
  pitch,
  duration,
  lyric: 'la',
});

describe('viewport math', () => {
  it('maps ticks to x and back', () => {
    expect(tickToX(view, 0)).toBe(view.keyboardWidth);
    expect(tickToX(view, 480)).toBe(view.keyboardWidth + 48);
    expect(xToTick(view, view.keyboardWidth + 48)).toBe(480);
    expect(xToTick(view, 0)).toBe(0);
  });

  it('maps pitches to rows: the row under y is the pitch drawn there', () => {
    expect(pitchToY(view, 72)).toBe(view.rulerHeight);
    expect(yToPitch(view, view.rulerHeight + 1)).toBe(72);
    expect(yToPitch(view, view.rulerHeight + 21)).toBe(71);
    expect(yToPitch(view, pitchToY(view, 60) + 10)).toBe(60);
    expect(yToPitch(view, -10_000)).toBe(127);
  });

  it('finds notes and their edges under the pointer', () => {
    const notes = [note('a', 0, 60), note('b', 960, 62)];
    const y = pitchToY(view, 60) + 5;
    expect(hitTest(view, notes, tickToX(view, 240), y)).toMatchObject({ note: { id: 'a' }, part: 'body' });
    expect(hitTest(view, notes, tickToX(view, 0) + 2, y)?.part).toBe('start');
    expect(hitTest(view, notes, tickToX(view, 480) - 2, y)?.part).toBe('end');
    expect(hitTest(view, notes, tickToX(view, 700), y)).toBeUndefined();
    expect(hitTest(view, notes, tickToX(view, 240), pitchToY(view, 61) + 5)).toBeUndefined();
  });

  it('selects the notes a marquee touches', () => {
    const notes = [note('a', 0, 60), note('b', 960, 62), note('c', 1920, 50)];
    const picked = notesInMarquee(
      view,
      notes,
      { x: tickToX(view, 100), y: pitchToY(view, 63) },
      { x: tickToX(view, 1000), y: pitchToY(view, 59) },
    );
    expect(picked.map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('zooms around the pointer and keeps the tick under it', () => {
    const anchor = 500;
    const before = xToTick(view, anchor);
    const zoomed = zoomAt(view, 2, anchor);
    expect(zoomed.pxPerTick).toBeCloseTo(0.2);
    expect(xToTick(zoomed, anchor)).toBeCloseTo(before);
    expect(zoomAt(view, 1000).pxPerTick).toBe(1);
  });

  it('never scrolls before the song or beyond the keyboard', () => {
    expect(scrollBy(view, -5000, 0).scrollTick).toBe(0);
    expect(scrollBy(view, 0, 1e6).topPitch).toBe(128);
    expect(scrollBy(view, 100, 0).scrollTick).toBe(1000);
  });

  it('reveals a note off screen', () => {
    const far = revealNote(view, note('x', 100_000, 30));
    expect(tickToX(far, 100_000)).toBeLessThan(far.width);
    expect(yToPitch(far, pitchToY(far, 30) + 1)).toBe(30);
    expect(pitchToY(far, 30)).toBeLessThan(far.height);
    expect(revealNote(view, note('y', 0, 70))).toBe(view);
  });
});

describe('opening on the notes and following the playhead', () => {
  it('centres a C4–A4 song in a 1280×720 roll and leaves an empty track at the default view', () => {
    const view = initialViewport(1280, 400);
    const centred = centreOnPitches(view, [{ pitch: 60 }, { pitch: 69 }]);
    const { lowPitch, highPitch } = visibleRange(centred);
    expect(lowPitch).toBeLessThanOrEqual(60);
    expect(highPitch).toBeGreaterThanOrEqual(70);
    expect(centreOnPitches(view, [])).toBe(view);
  });

  it('pages on when the playhead leaves the view and stays put while it is inside', () => {
    const view = initialViewport(1280, 400);
    const { toTick } = visibleRange(view);
    expect(followPlayhead(view, toTick / 2)).toBe(view);
    const paged = followPlayhead(view, toTick + 10);
    expect(visibleRange(paged).fromTick).toBeLessThanOrEqual(toTick + 10);
    expect(visibleRange(paged).toTick).toBeGreaterThan(toTick + 10);
    expect(paged.scrollTick).toBeGreaterThan(toTick * 0.9);
  });
});

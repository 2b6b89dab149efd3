import { describe, expect, it } from 'vitest';
import { pitchPathPoints } from './pitchPathPoints';
import type { PitchPath } from './sungPitch';
import { initialViewport, pitchToY, tickToX } from './viewport';

const view = { ...initialViewport(1000, 600), topPitch: 72, scrollTick: 0 };
/** A 6-semitone-deep zigzag sung every `step` ticks from tick 0 to `to`. */
const zigzag = (step: number, to: number): PitchPath =>
  Array.from({ length: to / step + 1 }, (_, index) => ({ tick: index * step, pitch: 66 + (index % 2) * 6 }));
const centreY = (pitch: number) => pitchToY(view, pitch) + view.rowHeight / 2;

describe('pitch path points', () => {
  it('keeps every point when each has a pixel column of its own', () => {
    const path = zigzag(40, 2000);
    const points = pitchPathPoints(path, { ...view, pxPerTick: 0.1 }, 0, 5000);
    expect(points).toHaveLength(path.length);
    expect(points[1]).toEqual({ x: tickToX({ ...view, pxPerTick: 0.1 }, 40), y: centreY(72) });
  });

  it('zoomed out, keeps at most four points per pixel column with its lowest and highest', () => {
    const zoomedOut = { ...view, pxPerTick: 0.01 };
    const points = pitchPathPoints(zigzag(5, 20000), zoomedOut, 0, 100000);
    const columns = new Map<number, number[]>();
    for (const point of points)
      columns.set(Math.floor(point.x), [...(columns.get(Math.floor(point.x)) ?? []), point.y]);
    expect(columns.size).toBe(201);
    for (const ys of columns.values()) {
      expect(ys.length).toBeLessThanOrEqual(4);
      if (ys.length > 1) expect([Math.min(...ys), Math.max(...ys)]).toEqual([centreY(72), centreY(66)]);
    }
  });

  it('draws only the stretch on screen, with one point beyond each edge', () => {
    const path = zigzag(100, 10000);
    const scrolled = { ...view, pxPerTick: 0.1, scrollTick: 3000 };
    const points = pitchPathPoints(path, scrolled, 3000, 4000);
    expect(points[0]!.x).toBeCloseTo(tickToX(scrolled, 2900));
    expect(points.at(-1)!.x).toBeCloseTo(tickToX(scrolled, 4000));
    expect(points).toHaveLength(12);
  });
});

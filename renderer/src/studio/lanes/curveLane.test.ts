import { describe, expect, it } from 'vitest';
import { curveValueAt } from '../../../../shared/studio/apply-curves';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { applyCommand } from '../../../../shared/studio/commands';
import { initialViewport, tickToX, xToTick } from '../editor/viewport';
import {
  eraseCommand,
  formatLaneValue,
  lineCommand,
  pencilCommand,
  strokePoints,
  valueToY,
  yToValue,
} from './curveLane';

const box = { top: 10, height: 100 };

describe('curve lane coordinates', () => {
  it('maps values to y and back, neutral in the middle for pitch, clamped to the shown range', () => {
    expect(valueToY('pitch', box, 0)).toBe(60);
    expect(valueToY('pitch', box, 1200)).toBe(10);
    expect(valueToY('pitch', box, -5000)).toBe(110);
    expect(yToValue('pitch', box, 35)).toBe(600);
    expect(yToValue('pitch', box, -40)).toBe(1200);
    expect(valueToY('dynamics', box, 0)).toBeCloseTo(10 + (12 / 36) * 100);
    expect(yToValue('dynamics', box, valueToY('dynamics', box, -6.3))).toBe(-6.3);
    expect(yToValue('breathiness', box, 110)).toBe(0);
    expect(yToValue('breathiness', box, 60)).toBe(0.5);
  });

  it('shares the time axis with the roll when it scrolls and zooms', () => {
    const view = { ...initialViewport(1000, 400), scrollTick: 960, pxPerTick: 0.25 };
    expect(tickToX(view, 960)).toBe(view.keyboardWidth);
    expect(xToTick(view, tickToX(view, 2000))).toBe(2000);
  });

  it('formats scale values', () => {
    expect(formatLaneValue('pitch', 600)).toBe('+600');
    expect(formatLaneValue('dynamics', -12)).toBe('−12');
    expect(formatLaneValue('dynamics', 1.5)).toBe('+1.5');
    expect(formatLaneValue('breathiness', 0.5)).toBe('50');
  });
});

describe('curve tools', () => {
  it('resamples a stroke along the ticks it covers, the later pass winning', () => {
    expect(
      strokePoints(
        [
          { tick: 0, value: 0 },
          { tick: 100, value: 10 },
        ],
        25,
      ),
    ).toEqual([
      { tick: 0, value: 0 },
      { tick: 25, value: 2.5 },
      { tick: 50, value: 5 },
      { tick: 75, value: 7.5 },
      { tick: 100, value: 10 },
    ]);
    const back = strokePoints(
      [
        { tick: 0, value: 0 },
        { tick: 50, value: 5 },
        { tick: 0, value: -5 },
      ],
      50,
    );
    expect(back).toEqual([
      { tick: 0, value: -5 },
      { tick: 50, value: 5 },
    ]);
  });

  it('pencil and line leave the curve outside the stroke unchanged; the eraser returns to neutral', () => {
    let doc = blankDocument({ title: 'Curves', characterId: 'hodo', trackName: 'Voice 1' });
    const track = () => doc.tracks[0]!;
    doc = applyCommand(
      doc,
      pencilCommand(
        track(),
        'dynamics',
        [
          { tick: 960, value: -6 },
          { tick: 1440, value: 6 },
        ],
        40,
      ),
    ).document;
    const points = track().curves.dynamics;
    expect(curveValueAt(points, 0)).toBe(0);
    expect(curveValueAt(points, 1200)).toBeCloseTo(0);
    expect(curveValueAt(points, 1440)).toBe(6);
    expect(curveValueAt(points, 5000)).toBe(0);

    doc = applyCommand(
      doc,
      lineCommand(track(), 'pitch', { tick: 1920, value: 200 }, { tick: 960, value: -100 }),
    ).document;
    expect(curveValueAt(track().curves.pitch, 1440)).toBeCloseTo(50);
    expect(curveValueAt(track().curves.pitch, 500)).toBe(0);
    expect(curveValueAt(track().curves.pitch, 3000)).toBe(0);

    doc = applyCommand(doc, eraseCommand(track().id, 'dynamics', 1500, 900)).document;
    expect(track().curves.dynamics.every((point) => point.value === 0)).toBe(true);
  });
});

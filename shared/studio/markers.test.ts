import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import { applyCommand } from './commands';
import type { ProjectDocument } from './document';
import {
  checkBar,
  checkMeter,
  checkTempo,
  markers,
  meterMarkerCommand,
  moveMarkerCommand,
  removeMarkerCommand,
  tempoMarkerCommand,
} from './markers';
import { formatBarBeat, formatClock, tickToSeconds } from './time';

const base = () => blankDocument({ title: 'Markers', characterId: 'hodo', trackName: 'Voice 1' });
const run = (doc: ProjectDocument, command: ReturnType<typeof tempoMarkerCommand> | undefined) => {
  expect(command).toBeDefined();
  const result = applyCommand(doc, command!);
  expect(result.changed).toBe(true);
  return result.document;
};

describe('tempo and meter markers', () => {
  it('validates what the user types', () => {
    expect(checkTempo('96.5')).toEqual({ ok: true, bpm: 96.5 });
    expect(checkTempo('96,25')).toEqual({ ok: true, bpm: 96.25 });
    expect(checkTempo('19')).toEqual({ ok: false, error: 'tempoRange' });
    expect(checkTempo('401')).toEqual({ ok: false, error: 'tempoRange' });
    expect(checkTempo('')).toEqual({ ok: false, error: 'tempoRange' });
    expect(checkTempo('fast')).toEqual({ ok: false, error: 'tempoRange' });
    expect(checkMeter('3', '4')).toEqual({ ok: true, numerator: 3, denominator: 4 });
    expect(checkMeter('0', '4')).toEqual({ ok: false, error: 'numeratorRange' });
    expect(checkMeter('33', '4')).toEqual({ ok: false, error: 'numeratorRange' });
    expect(checkMeter('2.5', '4')).toEqual({ ok: false, error: 'numeratorRange' });
    expect(checkMeter('7', '6')).toEqual({ ok: false, error: 'denominator' });
    expect(checkBar('1', false)).toEqual({ ok: false, error: 'barRange' });
    expect(checkBar('5', false)).toEqual({ ok: true, bar: 5 });
    expect(checkBar('9', true)).toEqual({ ok: true, bar: 1 });
  });

  it('adds a tempo change at a bar, moves it, and bars.beats and mm:ss follow', () => {
    let doc = run(base(), tempoMarkerCommand(base(), { bar: 3, bpm: 60 }));
    expect(markers(doc, 'tempo').map((marker) => [marker.bar, marker.label, marker.first])).toEqual([
      [1, '120', true],
      [3, '60', false],
    ]);
    // Bar 4 starts after two bars at 120 (4 s) and one at 60 (4 s).
    expect(formatClock(tickToSeconds(doc.tempos, 1920 * 3))).toBe('00:08');
    doc = run(doc, moveMarkerCommand(doc, 'tempo', 1920 * 2, 5));
    expect(doc.tempos).toEqual([
      { tick: 0, bpm: 120 },
      { tick: 1920 * 4, bpm: 60 },
    ]);
    doc = run(doc, tempoMarkerCommand(doc, { fromTick: 0, bar: 7, bpm: 90 }));
    expect(doc.tempos[0]).toEqual({ tick: 0, bpm: 90 });
    expect(removeMarkerCommand('tempo', 0)).toBeUndefined();
    expect(moveMarkerCommand(doc, 'tempo', 0, 3)).toBeUndefined();
    doc = run(doc, removeMarkerCommand('tempo', 1920 * 4));
    expect(doc.tempos).toEqual([{ tick: 0, bpm: 90 }]);
  });

  it('adds a 3/4 bar, moves it in bars of the meter before it, and one undo restores the map', () => {
    const start = base();
    let doc = run(start, meterMarkerCommand(start, { bar: 3, numerator: 3, denominator: 4 }));
    expect(doc.timeSignatures[1]).toEqual({ tick: 3840, numerator: 3, denominator: 4 });
    expect(formatBarBeat(doc.timeSignatures, 3840 + 1440)).toBe('4.1');
    const moved = applyCommand(doc, moveMarkerCommand(doc, 'meter', 3840, 5)!);
    // Bar 5 counted in 4/4 (the meter before the marker), not in the 3/4 it moves away from.
    expect(moved.document.timeSignatures).toEqual([
      { tick: 0, numerator: 4, denominator: 4 },
      { tick: 1920 * 4, numerator: 3, denominator: 4 },
    ]);
    expect(applyCommand(moved.document, moved.inverse).document.timeSignatures).toEqual(doc.timeSignatures);
    doc = run(doc, meterMarkerCommand(doc, { fromTick: 3840, bar: 3, numerator: 6, denominator: 8 }));
    expect(markers(doc, 'meter').map((marker) => marker.label)).toEqual(['4/4', '6/8']);
    expect(removeMarkerCommand('meter', 0)).toBeUndefined();
  });
});

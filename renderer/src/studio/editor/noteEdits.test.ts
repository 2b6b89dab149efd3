import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { applyCommand } from '../../../../shared/studio/commands';
import type { Note, ProjectDocument, Track } from '../../../../shared/studio/document';
import { sequentialIds } from '../../../../shared/studio/notes';
import { cutTick, mergeSelection, quantizeSelection, splitAtPlayhead, splitAtPoint } from './noteEdits';

const note = (id: string, tick: number, duration = 480, pitch = 60): Note => ({ id, tick, duration, pitch, lyric: id });
const SIGS = [{ tick: 0, numerator: 4, denominator: 4 as const }];

function song(notes: Note[]): { doc: ProjectDocument; track: Track } {
  const base = blankDocument({ title: 't', trackName: 'T', characterId: 'hodo' });
  const track = { ...base.tracks[0]!, notes };
  return { doc: { ...base, tracks: [track] }, track };
}

const notesAfter = (doc: ProjectDocument, command: Parameters<typeof applyCommand>[1]) =>
  applyCommand(doc, command).document.tracks[0]!.notes.map((n) => [n.id, n.tick, n.duration, n.lyric]);

describe('split', () => {
  it('cuts the selected note under the playhead there and selects both halves', () => {
    const { doc, track } = song([note('a', 0, 960), note('b', 960)]);
    const result = splitAtPlayhead(track, new Set(['a']), 600, '1/4', SIGS, sequentialIds('x'))!;
    expect(result.select).toEqual(['a', 'x1']);
    expect(notesAfter(doc, result.command)).toEqual([
      ['a', 0, 600, 'a'],
      ['x1', 600, 360, '+'],
      ['b', 960, 480, 'b'],
    ]);
  });

  it('with nothing selected cuts whatever the playhead crosses', () => {
    const { track } = song([note('a', 0, 960), note('b', 960)]);
    expect(splitAtPlayhead(track, new Set(), 1200, '1/4', SIGS, sequentialIds('x'))?.select).toEqual(['b', 'x1']);
    expect(splitAtPlayhead(track, new Set(), 960, '1/4', SIGS, sequentialIds('x'))).toBeNull();
  });

  it('halves selected notes the playhead does not cross, on the snap', () => {
    const { doc, track } = song([note('a', 0, 960), note('b', 960, 720)]);
    const result = splitAtPlayhead(track, new Set(['a', 'b']), 5000, '1/8', SIGS, sequentialIds('x'))!;
    expect(notesAfter(doc, result.command)).toEqual([
      ['a', 0, 480, 'a'],
      ['x1', 480, 480, '+'],
      ['b', 960, 480, 'b'],
      ['x2', 1440, 240, '+'],
    ]);
  });

  it('the knife cuts on the snap, or at the click when the snap falls on an edge', () => {
    const long = note('a', 0, 960);
    expect(cutTick(long, 500, '1/4', SIGS)).toBe(480);
    const short = note('s', 100, 200);
    expect(cutTick(short, 180.4, '1/4', SIGS)).toBe(180);
    expect(cutTick(short, 100, '1/4', SIGS)).toBeNull();
    const { track } = song([long]);
    expect(splitAtPoint(track, long, 959.9, '1/4', SIGS, sequentialIds('x'))).toBeNull();
  });
});

describe('merge', () => {
  it('joins each run of neighbouring selected notes into its first', () => {
    const { doc, track } = song([note('a', 0), note('b', 480), note('c', 960), note('d', 1440), note('e', 1920)]);
    const result = mergeSelection(track, new Set(['a', 'b', 'd', 'e']))!;
    expect(result.select).toEqual(['a', 'd']);
    expect(notesAfter(doc, result.command)).toEqual([
      ['a', 0, 960, 'a'],
      ['c', 960, 480, 'c'],
      ['d', 1440, 960, 'd'],
    ]);
  });

  it('needs two neighbouring selected notes', () => {
    const { track } = song([note('a', 0), note('b', 480), note('c', 960)]);
    expect(mergeSelection(track, new Set(['a', 'c']))).toBeNull();
    expect(mergeSelection(track, new Set(['b']))).toBeNull();
  });
});

describe('quantize', () => {
  it('moves the selected starts onto the snap, with lengths the ends too', () => {
    const { doc, track } = song([note('a', 50, 400), note('b', 1000, 500)]);
    const starts = quantizeSelection(track, new Set(['a', 'b']), '1/8', false)!;
    expect(notesAfter(doc, starts.command)).toEqual([
      ['a', 0, 400, 'a'],
      ['b', 960, 500, 'b'],
    ]);
    const both = quantizeSelection(track, new Set(['a']), '1/4', true)!;
    expect(notesAfter(doc, both.command)[0]).toEqual(['a', 0, 480, 'a']);
  });

  it('does nothing with snap off or an empty selection', () => {
    const { track } = song([note('a', 50)]);
    expect(quantizeSelection(track, new Set(['a']), 'off', false)).toBeNull();
    expect(quantizeSelection(track, new Set(), '1/4', false)).toBeNull();
  });
});

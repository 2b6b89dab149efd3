import { describe, expect, it } from 'vitest';
import { curveValueAt } from './apply-curves';
import { blankDocument, blankTrack } from './blank-document';
import { copyNotes, cutNotes, isNoteClipboard, pasteNotes } from './clipboard';
import { applyCommand, type Command } from './commands';
import type { Note, ProjectDocument } from './document';
import { History } from './history';
import { openDocument } from './migrations';
import { neighbourNote, noteAt, notesInRange, sequentialIds } from './notes';

function note(id: string, tick: number, duration: number, pitch: number, lyric = 'la'): Note {
  return { id, tick, duration, pitch, lyric };
}

function song(): ProjectDocument {
  const doc = blankDocument({ title: 'Song', characterId: 'nime', trackName: 'Lead' });
  doc.tracks[0]!.notes = [
    note('a', 0, 480, 60),
    note('b', 480, 480, 62),
    note('c', 960, 480, 64),
    note('d', 1920, 240, 65),
  ];
  doc.tracks.push(blankTrack({ id: 'track-2', name: 'Harmony', characterId: 'theo' }));
  return deepFreeze(doc);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const T = 'track-1';
const notesOf = (doc: ProjectDocument, index = 0) =>
  doc.tracks[index]!.notes.map((n) => [n.id, n.tick, n.duration, n.pitch, n.lyric]);

const commands: Command[] = [
  { type: 'addNotes', trackId: T, notes: [note('x', 240, 480, 70, 'new')] },
  { type: 'deleteNotes', trackId: T, noteIds: ['b', 'c'] },
  { type: 'moveNotes', trackId: T, noteIds: ['a'], deltaTick: 600, deltaPitch: 2 },
  { type: 'resizeNotes', trackId: T, noteIds: ['a'], edge: 'end', delta: 700 },
  { type: 'resizeNotes', trackId: T, noteIds: ['c'], edge: 'start', delta: -240 },
  { type: 'updateNotes', trackId: T, patches: [{ id: 'b', tick: 0, pitch: 40 }] },
  { type: 'setLyrics', trackId: T, lyrics: [{ id: 'a', lyric: 'ka' }] },
  { type: 'setPhonemes', trackId: T, noteId: 'a', phonemes: 'k a' },
  { type: 'transposeNotes', trackId: T, noteIds: ['a', 'b'], semitones: 12 },
  { type: 'quantizeNotes', trackId: T, noteIds: ['d'], division: '1/2', lengths: true },
  { type: 'splitNote', trackId: T, noteId: 'a', atTick: 240, newId: 's' },
  { type: 'mergeNotes', trackId: T, noteIds: ['a', 'b', 'c'] },
  { type: 'addTrack', track: blankTrack({ id: 't3', name: 'Three', characterId: 'hodo' }), index: 0 },
  { type: 'removeTrack', trackId: T },
  { type: 'moveTrack', trackId: 'track-2', toIndex: 0 },
  { type: 'updateTrack', trackId: T, changes: { name: 'Solo', mute: true, gainDb: -6, pan: 0.5, language: 'ko' } },
  { type: 'setTitle', title: 'Renamed' },
  { type: 'setTempo', tick: 1920, bpm: 90 },
  { type: 'setTempo', tick: 0, bpm: 140 },
  { type: 'setTimeSignature', tick: 2000, numerator: 3, denominator: 4 },
  {
    type: 'drawCurve',
    trackId: T,
    curve: 'pitch',
    points: [
      { tick: 0, value: 10 },
      { tick: 100, value: 50 },
    ],
  },
  { type: 'drawCurveLine', trackId: T, curve: 'dynamics', from: { tick: 0, value: -3 }, to: { tick: 960, value: 3 } },
  {
    type: 'batch',
    commands: [
      { type: 'moveNotes', trackId: T, noteIds: ['d'], deltaTick: -1000, deltaPitch: 0 },
      { type: 'setLyrics', trackId: T, lyrics: [{ id: 'd', lyric: 'ra' }] },
    ],
  },
];

describe('commands', () => {
  it.each(commands.map((command) => [command.type, command] as const))(
    '%s changes the document, leaves the original alone, and its inverse restores it',
    (_type, command) => {
      const before = song();
      const snapshot = JSON.stringify(before);
      // Commands are plain JSON: a serialised copy does the same.
      const result = applyCommand(before, JSON.parse(JSON.stringify(command)));
      expect(result.changed).toBe(true);
      expect(JSON.stringify(result.document)).not.toBe(snapshot);
      expect(JSON.stringify(before)).toBe(snapshot);
      expect(openDocument(JSON.parse(JSON.stringify(result.document))).ok).toBe(true);
      const undone = applyCommand(result.document, JSON.parse(JSON.stringify(result.inverse)));
      expect(undone.document).toEqual(before);
    },
  );

  it('shares the tracks and notes an edit does not touch', () => {
    const before = song();
    const after = applyCommand(before, { type: 'setLyrics', trackId: T, lyrics: [{ id: 'b', lyric: 'lo' }] }).document;
    expect(after.tracks[1]).toBe(before.tracks[1]);
    expect(after.tracks[0]!.notes[0]).toBe(before.tracks[0]!.notes[0]);
    expect(after.tracks[0]!.notes[1]!.lyric).toBe('lo');
    expect(after.tempos).toBe(before.tempos);
  });

  it('changes nothing for unknown ids or a zero move', () => {
    const before = song();
    for (const command of [
      { type: 'deleteNotes', trackId: T, noteIds: ['nope'] },
      { type: 'moveNotes', trackId: 'nope', noteIds: ['a'], deltaTick: 5, deltaPitch: 0 },
      { type: 'moveNotes', trackId: T, noteIds: ['a'], deltaTick: 0, deltaPitch: 0 },
      { type: 'removeTempo', tick: 0 },
      { type: 'splitNote', trackId: T, noteId: 'a', atTick: 480, newId: 's' },
    ] satisfies Command[]) {
      const result = applyCommand(before, command);
      expect(result.changed).toBe(false);
      expect(result.document).toBe(before);
    }
  });

  it('changes nothing for a command of no known type, read from outside', () => {
    const before = song();
    for (const type of ['renameEverything', 'toString', 'constructor', '__proto__']) {
      const result = applyCommand(before, { type } as unknown as Command);
      expect(result.changed).toBe(false);
      expect(result.document).toBe(before);
    }
  });

  it('keeps notes sorted and cuts an earlier note where a moved note begins', () => {
    const after = applyCommand(song(), {
      type: 'moveNotes',
      trackId: T,
      noteIds: ['d'],
      deltaTick: -1680,
      deltaPitch: 0,
    });
    // d now starts at 240: a (0–480) is cut to 240; b and c keep their places.
    expect(notesOf(after.document)).toEqual([
      ['a', 0, 240, 60, 'la'],
      ['d', 240, 240, 65, 'la'],
      ['b', 480, 480, 62, 'la'],
      ['c', 960, 480, 64, 'la'],
    ]);
  });

  it('lets a note drawn over others win: covered notes give way or disappear', () => {
    const after = applyCommand(song(), { type: 'addNotes', trackId: T, notes: [note('x', 480, 240, 50, 'yo')] });
    expect(notesOf(after.document).slice(1, 3)).toEqual([
      ['x', 480, 240, 50, 'yo'],
      ['b', 720, 240, 62, 'la'],
    ]);
    expect(applyCommand(after.document, after.inverse).document).toEqual(song());
    const long = applyCommand(song(), { type: 'resizeNotes', trackId: T, noteIds: ['a'], edge: 'end', delta: 700 });
    expect(notesOf(long.document)).toEqual([
      ['a', 0, 1180, 60, 'la'],
      ['c', 1180, 260, 64, 'la'],
      ['d', 1920, 240, 65, 'la'],
    ]);
  });

  it('keeps the first uncovered part of a long note an edit lands in the middle of', () => {
    const doc = applyCommand(song(), {
      type: 'resizeNotes',
      trackId: T,
      noteIds: ['d'],
      edge: 'end',
      delta: 1680,
    }).document;
    // d now spans 1920–3840; a note dropped at 2400 splits it: d keeps 1920–2400.
    const after = applyCommand(doc, { type: 'addNotes', trackId: T, notes: [note('x', 2400, 240, 70)] }).document;
    expect(notesOf(after).slice(3)).toEqual([
      ['d', 1920, 480, 65, 'la'],
      ['x', 2400, 240, 70, 'la'],
    ]);
  });

  it('brings notes from outside (clipboard, other tools) into range', () => {
    const after = applyCommand(song(), {
      type: 'addNotes',
      trackId: 'track-2',
      notes: [{ id: 'bad', tick: Number.NaN, duration: -5, pitch: 300, lyric: 'x' }],
    }).document;
    expect(notesOf(after, 1)).toEqual([['bad', 0, 1, 127, 'x']]);
  });

  it('ignores settings a document cannot hold (commands may come from JSON)', () => {
    const before = song();
    const bad = JSON.parse(
      JSON.stringify([
        { type: 'setTempo', tick: 0, bpm: null },
        { type: 'setTimeSignature', tick: 0, numerator: 3, denominator: 3 },
        { type: 'updateTrack', trackId: T, changes: { characterId: 'zzzz', language: 'fr', mute: 'yes' } },
        { type: 'setKey', key: { tonic: 2, scale: 'dorian' } },
        { type: 'moveNotes', trackId: T, noteIds: ['a'], deltaTick: null, deltaPitch: 'x' },
      ]),
    ) as Command[];
    for (const command of bad) expect(applyCommand(before, command).changed).toBe(false);
  });

  it('keeps a moved group inside the pitch and time range', () => {
    const after = applyCommand(song(), {
      type: 'moveNotes',
      trackId: T,
      noteIds: ['a', 'b'],
      deltaTick: -5000,
      deltaPitch: 100,
    }).document;
    // 62 + 65 = 127: the group moves up 65 semitones; it was already at tick 0.
    expect(notesOf(after).slice(0, 2)).toEqual([
      ['a', 0, 480, 125, 'la'],
      ['b', 480, 480, 127, 'la'],
    ]);
  });

  it('transposes by semitones and octaves', () => {
    const up = applyCommand(song(), { type: 'transposeNotes', trackId: T, noteIds: ['a'], semitones: 1 }).document;
    const down = applyCommand(up, { type: 'transposeNotes', trackId: T, noteIds: ['a'], semitones: -12 }).document;
    expect(down.tracks[0]!.notes[0]!.pitch).toBe(49);
  });

  it('resizes from either edge and keeps at least one tick', () => {
    const start = applyCommand(song(), { type: 'resizeNotes', trackId: T, noteIds: ['b'], edge: 'start', delta: 9999 });
    expect(notesOf(start.document)[1]).toEqual(['b', 959, 1, 62, 'la']);
    const end = applyCommand(song(), { type: 'resizeNotes', trackId: T, noteIds: ['b'], edge: 'end', delta: -9999 });
    expect(notesOf(end.document)[1]).toEqual(['b', 480, 1, 62, 'la']);
  });

  it('quantizes starts and lengths to the grid', () => {
    const doc = applyCommand(song(), {
      type: 'addNotes',
      trackId: 'track-2',
      notes: [note('q1', 130, 200, 60), note('q2', 500, 100, 62)],
    }).document;
    const after = applyCommand(doc, {
      type: 'quantizeNotes',
      trackId: 'track-2',
      noteIds: ['q1', 'q2'],
      division: '1/8',
      lengths: true,
    }).document;
    expect(notesOf(after, 1)).toEqual([
      ['q1', 240, 240, 60, 'la'],
      ['q2', 480, 240, 62, 'la'],
    ]);
    const startsOnly = applyCommand(doc, {
      type: 'quantizeNotes',
      trackId: 'track-2',
      noteIds: ['q1', 'q2'],
      division: '1/8',
      lengths: false,
    }).document;
    expect(notesOf(startsOnly, 1)).toEqual([
      ['q1', 240, 200, 60, 'la'],
      ['q2', 480, 100, 62, 'la'],
    ]);
  });

  it('splits a note with a melisma continuation and merges neighbours back', () => {
    const split = applyCommand(song(), {
      type: 'splitNote',
      trackId: T,
      noteId: 'a',
      atTick: 120,
      newId: 's',
    }).document;
    expect(notesOf(split).slice(0, 2)).toEqual([
      ['a', 0, 120, 60, 'la'],
      ['s', 120, 360, 60, '+'],
    ]);
    const merged = applyCommand(split, { type: 'mergeNotes', trackId: T, noteIds: ['a', 's', 'c'] }).document;
    // a+s merge; c is not next to s (b lies between) so it stays.
    expect(notesOf(merged)).toEqual(notesOf(song()));
  });

  it('copies, cuts and pastes at a tick with fresh ids', () => {
    const doc = song();
    const clipboard = copyNotes(doc.tracks[0]!, ['b', 'c']);
    expect(isNoteClipboard(JSON.parse(JSON.stringify(clipboard)))).toBe(true);
    expect(isNoteClipboard({ kind: 'cantara-notes', notes: [{ tick: 'x' }] })).toBe(false);
    const paste = pasteNotes(clipboard, 'track-2', 3840, sequentialIds('p'));
    const after = applyCommand(doc, paste).document;
    expect(notesOf(after, 1)).toEqual([
      ['p1', 3840, 480, 62, 'la'],
      ['p2', 4320, 480, 64, 'la'],
    ]);
    const cut = cutNotes(doc.tracks[0]!, ['a']);
    expect(notesOf(applyCommand(doc, cut.command).document).map((row) => row[0])).toEqual(['b', 'c', 'd']);
  });

  it('cleans lyrics and clamps track settings', () => {
    const after = applyCommand(song(), {
      type: 'batch',
      commands: [
        {
          type: 'setLyrics',
          trackId: T,
          lyrics: [
            { id: 'a', lyric: ' ka\u0000 ' },
            { id: 'b', lyric: 'x'.repeat(50) },
          ],
        },
        { type: 'updateTrack', trackId: T, changes: { gainDb: 99, pan: -4 } },
      ],
    }).document;
    expect(after.tracks[0]!.notes[0]!.lyric).toBe('ka');
    expect(after.tracks[0]!.notes[1]!.lyric).toHaveLength(32);
    expect(after.tracks[0]).toMatchObject({ gainDb: 12, pan: -1 });
  });

  it('puts time signatures on bar lines and keeps tempo maps in order', () => {
    let doc = applyCommand(song(), { type: 'setTimeSignature', tick: 2000, numerator: 3, denominator: 4 }).document;
    expect(doc.timeSignatures).toEqual([
      { tick: 0, numerator: 4, denominator: 4 },
      { tick: 1920, numerator: 3, denominator: 4 },
    ]);
    doc = applyCommand(doc, { type: 'setTempo', tick: 960, bpm: 100 }).document;
    doc = applyCommand(doc, { type: 'setTempo', tick: 480, bpm: 1000 }).document;
    expect(doc.tempos).toEqual([
      { tick: 0, bpm: 120 },
      { tick: 480, bpm: 400 },
      { tick: 960, bpm: 100 },
    ]);
    doc = applyCommand(doc, { type: 'removeTempo', tick: 480 }).document;
    expect(doc.tempos.map((tempo) => tempo.tick)).toEqual([0, 960]);
  });

  it('keeps the loop end after its start', () => {
    const doc = applyCommand(song(), { type: 'setLoop', startTick: 9000, enabled: true }).document;
    expect(doc.loop).toEqual({ enabled: true, startTick: 9000, endTick: 9001 });
  });

  it('draws, lines and erases curves', () => {
    let doc = applyCommand(song(), {
      type: 'drawCurve',
      trackId: T,
      curve: 'pitch',
      points: [0, 100, 200, 300, 400].map((tick) => ({ tick, value: tick })),
    }).document;
    doc = applyCommand(doc, {
      type: 'drawCurveLine',
      trackId: T,
      curve: 'pitch',
      from: { tick: 250, value: -100 },
      to: { tick: 150, value: 9999 },
    }).document;
    expect(doc.tracks[0]!.curves.pitch).toEqual([
      { tick: 0, value: 0 },
      { tick: 100, value: 100 },
      { tick: 150, value: 2400 },
      { tick: 250, value: -100 },
      { tick: 300, value: 300 },
      { tick: 400, value: 400 },
    ]);
    doc = applyCommand(doc, { type: 'eraseCurve', trackId: T, curve: 'pitch', fromTick: 90, toTick: 310 }).document;
    expect(doc.tracks[0]!.curves.pitch).toEqual([
      { tick: 0, value: 0 },
      { tick: 90, value: 0 },
      { tick: 310, value: 0 },
      { tick: 400, value: 400 },
    ]);
    expect(curveValueAt(doc.tracks[0]!.curves.pitch, 355)).toBe(200);
    expect(curveValueAt([], 10)).toBe(0);
  });
});

describe('note helpers', () => {
  it('finds the note under a point, notes in a marquee and the neighbours for Tab', () => {
    const track = song().tracks[0]!;
    expect(noteAt(track.notes, 500, 62)?.id).toBe('b');
    expect(noteAt(track.notes, 500, 60)).toBeUndefined();
    expect(noteAt(track.notes, 1500, 64)).toBeUndefined();
    expect(notesInRange(track.notes, 400, 1000, 61, 70).map((n) => n.id)).toEqual(['b', 'c']);
    expect(neighbourNote(track, 'b', 1)?.id).toBe('c');
    expect(neighbourNote(track, 'a', -1)).toBeUndefined();
  });

  it('makes ids that are not taken', () => {
    const ids = sequentialIds('n', ['n1', 'n3']);
    expect([ids(), ids(), ids()]).toEqual(['n2', 'n4', 'n5']);
  });
});

describe('history', () => {
  it('undoes and redoes every step without limit', () => {
    const history = new History(song());
    for (let index = 0; index < 300; index += 1) {
      history.execute({ type: 'moveNotes', trackId: T, noteIds: ['d'], deltaTick: 1, deltaPitch: 0 });
    }
    expect(history.document.tracks[0]!.notes[3]!.tick).toBe(2220);
    while (history.undo());
    expect(history.document).toEqual(song());
    expect(history.canUndo).toBe(false);
    expect(history.redoDepth).toBe(300);
    history.redo();
    expect(history.document.tracks[0]!.notes[3]!.tick).toBe(1921);
    history.execute({ type: 'setTitle', title: 'New' });
    expect(history.canRedo).toBe(false);
  });

  it('records a drag as one step; notes the drag passed over come back whole', () => {
    const history = new History(song());
    const seen: number[] = [];
    history.subscribe((doc) => seen.push(doc.tracks[0]!.notes.length));
    history.begin('Move');
    // Drag d left over c (which it would cut), then on to free space after it.
    history.preview({ type: 'moveNotes', trackId: T, noteIds: ['d'], deltaTick: -720, deltaPitch: 0 });
    expect(history.document.tracks[0]!.notes.find((n) => n.id === 'c')!.duration).toBe(240);
    history.preview({ type: 'moveNotes', trackId: T, noteIds: ['d'], deltaTick: 480, deltaPitch: 0 });
    expect(history.commit()).toBe(true);
    expect(history.undoDepth).toBe(1);
    expect(history.undoLabel).toBe('Move');
    expect(notesOf(history.document)[2]).toEqual(['c', 960, 480, 64, 'la']);
    expect(notesOf(history.document)[3]).toEqual(['d', 2400, 240, 65, 'la']);
    history.undo();
    expect(history.document).toEqual(song());
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('gives back what the editor stored with a step (the selection) on undo and redo', () => {
    const history = new History(song());
    history.execute({ type: 'deleteNotes', trackId: T, noteIds: ['a', 'b'] }, { label: 'Delete', meta: ['a', 'b'] });
    expect(history.undo()).toMatchObject({ label: 'Delete', meta: ['a', 'b'] });
    expect(history.redo()).toMatchObject({ label: 'Delete', meta: ['a', 'b'] });
    expect(history.redo()).toBeUndefined();
  });

  it('cancels a drag and skips a gesture that changed nothing', () => {
    const history = new History(song());
    history.begin();
    history.preview({ type: 'moveNotes', trackId: T, noteIds: ['a'], deltaTick: 100, deltaPitch: 1 });
    history.cancel();
    expect(history.document).toEqual(song());
    history.begin();
    history.preview({ type: 'moveNotes', trackId: T, noteIds: ['a'], deltaTick: 0, deltaPitch: 0 });
    expect(history.commit()).toBe(false);
    expect(history.canUndo).toBe(false);
  });

  it('merges steps with the same merge key until another step comes', () => {
    const history = new History(song());
    history.execute({ type: 'transposeNotes', trackId: T, noteIds: ['a'], semitones: 1 }, { mergeKey: 'nudge' });
    history.execute({ type: 'transposeNotes', trackId: T, noteIds: ['a'], semitones: 1 }, { mergeKey: 'nudge' });
    history.execute({ type: 'setTitle', title: 'X' });
    history.execute({ type: 'transposeNotes', trackId: T, noteIds: ['a'], semitones: 1 }, { mergeKey: 'nudge' });
    expect(history.undoDepth).toBe(3);
    history.undo();
    history.undo();
    expect(history.document.tracks[0]!.notes[0]!.pitch).toBe(62);
    history.undo();
    expect(history.document).toEqual(song());
    history.redo();
    expect(history.document.tracks[0]!.notes[0]!.pitch).toBe(62);
  });
});

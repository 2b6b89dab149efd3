import { copyNotes, isNoteClipboard, type NoteClipboard, pasteNotes } from '../../../../shared/studio/clipboard';
import type { Command } from '../../../../shared/studio/commands';
import type { Note, ProjectDocument, Track } from '../../../../shared/studio/document';
import { type IdGenerator, neighbourNote } from '../../../../shared/studio/notes';
import { type SnapDivision, snapStep, snapTick } from '../../../../shared/studio/time';
import { type EditResult, mergeSelection, quantizeSelection, splitAtPlayhead } from './noteEdits';
import type { EditorAction } from './shortcuts';

export type EditorState = {
  document: ProjectDocument;
  track: Track | undefined;
  selected: Set<string>;
  snap: SnapDivision;
  playheadTick: number;
  defaultLyric: string;
  ids: IdGenerator;
};

export type ActionEffects = {
  execute: (command: Command, mergeKey?: string) => void;
  select: (ids: Set<string>) => void;
  setPlayhead: (tick: number) => void;
  undo: () => void;
  redo: () => void;
  editLyric: (noteId: string) => void;
  editPhonemes: (noteId: string) => void;
  zoom: (factor: number) => void;
  help: () => void;
  togglePlay: () => void;
  clipboard: { current: NoteClipboard | null };
};

type TrackAction = { track: Track; ids: string[]; step: number; state: EditorState; fx: ActionEffects };

/** Carries out a keyboard action on the editor's state (pure apart from the effects it is given). */
export function performAction(action: EditorAction, state: EditorState, fx: ActionEffects): boolean {
  switch (action.type) {
    case 'undo':
      fx.undo();
      return true;
    case 'redo':
      fx.redo();
      return true;
    case 'help':
      fx.help();
      return true;
    case 'togglePlay':
      fx.togglePlay();
      return true;
    case 'escape':
      fx.select(new Set());
      return true;
    case 'zoom':
      fx.zoom(action.factor);
      return true;
  }
  const { track, selected } = state;
  if (!track) return false;
  const ids = track.notes.filter((note) => selected.has(note.id)).map((note) => note.id);
  return trackAction(action, { track, ids, step: snapStep(state.snap), state, fx });
}

/** An action on the edited track's notes (the selection, or where the playhead is). */
function trackAction(action: EditorAction, on: TrackAction): boolean {
  const { track, ids, step, state, fx } = on;
  const { selected, snap } = state;
  const edit = (command: Command, mergeKey: string) => {
    if (!ids.length) return false;
    fx.execute(command, mergeKey);
    return true;
  };
  switch (action.type) {
    case 'selectAll':
      fx.select(new Set(track.notes.map((note) => note.id)));
      return true;
    case 'delete':
      if (!ids.length) return false;
      fx.execute({ type: 'deleteNotes', trackId: track.id, noteIds: ids });
      fx.select(new Set());
      return true;
    case 'copy':
    case 'cut':
      return copyNotesOut(on, action.type === 'cut');
    case 'paste':
      return pasteAtPlayhead(on);
    case 'addNote':
      return addNoteAfter(on);
    case 'transpose':
      return edit(
        { type: 'transposeNotes', trackId: track.id, noteIds: ids, semitones: action.semitones },
        'transpose',
      );
    case 'move':
      return edit(
        { type: 'moveNotes', trackId: track.id, noteIds: ids, deltaTick: action.steps * step, deltaPitch: 0 },
        'move',
      );
    case 'resize':
      return edit(
        { type: 'resizeNotes', trackId: track.id, noteIds: ids, edge: 'end', delta: action.steps * step },
        'resize',
      );
    case 'selectNeighbour':
      return selectNeighbour(on, action.step);
    case 'split':
      return apply(
        splitAtPlayhead(track, selected, state.playheadTick, snap, state.document.timeSignatures, state.ids),
        fx,
      );
    case 'merge':
      return apply(mergeSelection(track, selected), fx);
    case 'quantize':
      return apply(quantizeSelection(track, selected, snap, action.lengths), fx);
    case 'editPhonemes':
      return openFirst(on, fx.editPhonemes);
    case 'editLyric':
      return openFirst(on, fx.editLyric);
    default:
      return false;
  }
}

/** Copy (and cut): the notes go to the editor's clipboard and, as text, to the system's. */
function copyNotesOut({ track, ids, fx }: TrackAction, cut: boolean): boolean {
  if (!ids.length) return false;
  const clip = copyNotes(track, ids);
  fx.clipboard.current = clip;
  void navigator.clipboard?.writeText(JSON.stringify(clip)).catch(() => undefined);
  if (cut) {
    fx.execute({ type: 'deleteNotes', trackId: track.id, noteIds: ids });
    fx.select(new Set());
  }
  return true;
}

/** Paste at the playhead: the pasted notes are selected and the playhead goes to their end. */
function pasteAtPlayhead({ track, state, fx }: TrackAction): boolean {
  const clip = fx.clipboard.current;
  if (!clip || !isNoteClipboard(clip) || !clip.notes.length) return false;
  const command = pasteNotes(clip, track.id, state.playheadTick, state.ids);
  fx.execute(command);
  fx.select(new Set(command.notes.map((note) => note.id)));
  const last = command.notes[command.notes.length - 1]!;
  fx.setPlayhead(last.tick + last.duration);
  return true;
}

/** A new note one snap long after the selection (or at the playhead), at the pitch of the note before. */
function addNoteAfter({ track, step, state, fx }: TrackAction): boolean {
  const last = track.notes.filter((note) => state.selected.has(note.id)).at(-1);
  const tick = last
    ? last.tick + last.duration
    : snapTick(state.playheadTick, state.snap, state.document.timeSignatures);
  const before = last ?? track.notes.filter((note) => note.tick < tick).at(-1);
  const note: Note = { id: state.ids(), tick, duration: step, pitch: before?.pitch ?? 60, lyric: state.defaultLyric };
  fx.execute({ type: 'addNotes', trackId: track.id, notes: [note] });
  fx.select(new Set([note.id]));
  fx.setPlayhead(tick + step);
  return true;
}

function selectNeighbour({ track, ids, fx }: TrackAction, step: 1 | -1): boolean {
  const from = step > 0 ? ids.at(-1) : ids[0];
  const next = from ? neighbourNote(track, from, step) : track.notes[step > 0 ? 0 : track.notes.length - 1];
  if (next) {
    fx.select(new Set([next.id]));
    fx.setPlayhead(next.tick);
  }
  return true;
}

/** Opens a field (lyric, phonemes) on the first selected note, else the track's first note. */
function openFirst({ track, ids }: TrackAction, open: (noteId: string) => void): boolean {
  const target = ids[0] ?? track.notes[0]?.id;
  if (target) open(target);
  return Boolean(target);
}

function apply(result: EditResult | null, fx: ActionEffects): boolean {
  if (!result) return false;
  fx.execute(result.command);
  fx.select(new Set(result.select));
  return true;
}

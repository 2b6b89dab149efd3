import { copyNotes, isNoteClipboard, type NoteClipboard, pasteNotes } from '../../../../shared/studio/clipboard';
import type { Command } from '../../../../shared/studio/commands';
import type { Note, ProjectDocument, Track } from '../../../../shared/studio/document';
import { type IdGenerator, neighbourNote } from '../../../../shared/studio/notes';
import { type SnapDivision, snapTick, snapTicks } from '../../../../shared/studio/time';
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

/** Carries out a keyboard action on the editor's state (pure apart from the effects it is given). */
export function performAction(action: EditorAction, state: EditorState, fx: ActionEffects): boolean {
  const { track, selected } = state;
  const ids = track ? track.notes.filter((note) => selected.has(note.id)).map((note) => note.id) : [];
  const step = state.snap === 'off' ? 480 : snapTicks(state.snap);
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
  if (!track) return false;
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
    case 'cut': {
      if (!ids.length) return false;
      const clip = copyNotes(track, ids);
      fx.clipboard.current = clip;
      void navigator.clipboard?.writeText(JSON.stringify(clip)).catch(() => undefined);
      if (action.type === 'cut') {
        fx.execute({ type: 'deleteNotes', trackId: track.id, noteIds: ids });
        fx.select(new Set());
      }
      return true;
    }
    case 'paste': {
      const clip = fx.clipboard.current;
      if (!clip || !isNoteClipboard(clip) || !clip.notes.length) return false;
      const command = pasteNotes(clip, track.id, state.playheadTick, state.ids);
      fx.execute(command);
      fx.select(new Set(command.notes.map((note) => note.id)));
      const last = command.notes[command.notes.length - 1]!;
      fx.setPlayhead(last.tick + last.duration);
      return true;
    }
    case 'addNote': {
      const last = track.notes.filter((note) => selected.has(note.id)).at(-1);
      const tick = last
        ? last.tick + last.duration
        : snapTick(state.playheadTick, state.snap, state.document.timeSignatures);
      const before = last ?? track.notes.filter((note) => note.tick < tick).at(-1);
      const note: Note = {
        id: state.ids(),
        tick,
        duration: step,
        pitch: before?.pitch ?? 60,
        lyric: state.defaultLyric,
      };
      fx.execute({ type: 'addNotes', trackId: track.id, notes: [note] });
      fx.select(new Set([note.id]));
      fx.setPlayhead(tick + step);
      return true;
    }
    case 'transpose':
      if (!ids.length) return false;
      fx.execute({ type: 'transposeNotes', trackId: track.id, noteIds: ids, semitones: action.semitones }, 'transpose');
      return true;
    case 'move':
      if (!ids.length) return false;
      fx.execute(
        { type: 'moveNotes', trackId: track.id, noteIds: ids, deltaTick: action.steps * step, deltaPitch: 0 },
        'move',
      );
      return true;
    case 'resize':
      if (!ids.length) return false;
      fx.execute(
        { type: 'resizeNotes', trackId: track.id, noteIds: ids, edge: 'end', delta: action.steps * step },
        'resize',
      );
      return true;
    case 'selectNeighbour': {
      const from = action.step > 0 ? ids.at(-1) : ids[0];
      const next = from
        ? neighbourNote(track, from, action.step)
        : track.notes[action.step > 0 ? 0 : track.notes.length - 1];
      if (next) {
        fx.select(new Set([next.id]));
        fx.setPlayhead(next.tick);
      }
      return true;
    }
    case 'split':
      return apply(
        splitAtPlayhead(track, selected, state.playheadTick, state.snap, state.document.timeSignatures, state.ids),
        fx,
      );
    case 'merge':
      return apply(mergeSelection(track, selected), fx);
    case 'quantize':
      return apply(quantizeSelection(track, selected, state.snap, action.lengths), fx);
    case 'editPhonemes': {
      const target = ids[0] ?? track.notes[0]?.id;
      if (target) fx.editPhonemes(target);
      return Boolean(target);
    }
    case 'editLyric': {
      const target = ids[0] ?? track.notes[0]?.id;
      if (target) fx.editLyric(target);
      return Boolean(target);
    }
  }
}

function apply(result: EditResult | null, fx: ActionEffects): boolean {
  if (!result) return false;
  fx.execute(result.command);
  fx.select(new Set(result.select));
  return true;
}

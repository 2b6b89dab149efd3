import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import type { SnapDivision } from '../../../../shared/studio/time';
import { PitchPreview } from '../adapters/pitchPreview';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import type { ContextAction } from './NoteContextMenu';
import { type EditResult, mergeSelection, quantizeSelection, splitAtPlayhead, splitAtPoint } from './noteEdits';
import { characterRange } from './noteMarks';
import { markMessages } from './noteMarkText';
import type { RollContextRequest } from './PianoRollCanvas';
import { useNoteMarks } from './useNoteMarks';

const PREVIEW_KEY = 'cantara.studio.previewNotes';

type Options = {
  document: ProjectDocument;
  track: Track | undefined;
  selected: Set<string>;
  snap: SnapDivision;
  /** The playhead now (the sound's while it plays). */
  playheadTick: () => number;
  ids: IdGenerator;
  characters: Map<string, StudioCharacterView>;
  execute: (command: Command) => void;
  select: (ids: Set<string>) => void;
  editLyric: (noteId: string) => void;
};

/**
 * The roll's editing tools around the editor: split / merge / quantize for the toolbar and the
 * right-click menu, the per-note phoneme field, the marks (phonemes, warnings, range) with their
 * localized explanations, and the pitch preview of the keyboard and of newly drawn notes.
 */
export function useRollTools(options: Options) {
  const { t } = useTranslation('studio');
  const { document: doc, track, selected, snap, playheadTick, ids, execute, select } = options;
  const marks = useNoteMarks(track);
  const range = track ? characterRange(track.characterId) : undefined;
  const singer = track ? (options.characters.get(track.characterId)?.name ?? track.characterId) : '';
  // Each note's explanations are worded once per reading of the marks (the note list asks for all of them).
  const characterId = track?.characterId;
  const describe = useMemo(() => {
    const worded = new Map<string, string[]>();
    return (noteId: string) => {
      if (!characterId) return [];
      let messages = worded.get(noteId);
      if (!messages) {
        messages = markMessages(t, marks.get(noteId), characterId, singer);
        worded.set(noteId, messages);
      }
      return messages;
    };
  }, [t, marks, characterId, singer]);

  const [previewDraw, setPreviewDrawState] = useState(() => readPreference());
  const setPreviewDraw = (on: boolean) => {
    setPreviewDrawState(on);
    try {
      localStorage.setItem(PREVIEW_KEY, on ? '1' : '0');
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  };
  const preview = useRef<PitchPreview | null>(null);
  useEffect(() => () => preview.current?.dispose(), []);
  const onPreview = (pitch: number, cause: 'key' | 'draw') => {
    if (cause === 'draw' && !previewDraw) return;
    preview.current ??= new PitchPreview();
    preview.current.play(pitch);
  };

  const [phonemesId, setPhonemesId] = useState<string>();
  const phonemeNote = track?.notes.find((note) => note.id === phonemesId);
  const commitPhonemes = (phonemes: string | null) => {
    if (track && phonemeNote && (phonemeNote.phonemes ?? null) !== phonemes)
      execute({ type: 'setPhonemes', trackId: track.id, noteId: phonemeNote.id, phonemes });
    setPhonemesId(undefined);
  };

  const apply = (result: EditResult | null) => {
    if (!result) return;
    execute(result.command);
    select(new Set(result.select));
  };
  const sigs = doc.timeSignatures;
  const split = () => track && splitAtPlayhead(track, selected, playheadTick(), snap, sigs, () => 'probe');
  const merge = () => track && mergeSelection(track, selected);
  const quantize = (lengths: boolean) => track && quantizeSelection(track, selected, snap, lengths);
  const tools = {
    canSplit: Boolean(split()),
    canMerge: Boolean(merge()),
    canQuantize: Boolean(quantize(false)),
    onSplit: () => track && apply(splitAtPlayhead(track, selected, playheadTick(), snap, sigs, ids)),
    onMerge: () => apply(merge() ?? null),
    onQuantize: () => apply(quantize(false) ?? null),
    preview: previewDraw,
    onPreview: setPreviewDraw,
  };

  const [menu, setMenu] = useState<RollContextRequest>();
  const menuNote = track?.notes.find((note) => note.id === menu?.noteId);
  const menuEnabled = useMemo((): Partial<Record<ContextAction, boolean>> => {
    if (!track || !menu) return {};
    return {
      splitHere: Boolean(menuNote && splitAtPoint(track, menuNote, menu.tick, snap, sigs, () => 'probe')),
      merge: Boolean(mergeSelection(track, selected)),
      quantize: Boolean(quantizeSelection(track, selected, snap, false)),
      quantizeLengths: Boolean(quantizeSelection(track, selected, snap, true)),
      lyric: Boolean(menuNote),
      phonemes: Boolean(menuNote),
      resetPhonemes: Boolean(menuNote?.phonemes),
      delete: selected.size > 0,
    };
  }, [track, menu, menuNote, selected, snap, sigs]);
  const onMenuAction = (action: ContextAction) => {
    setMenu(undefined);
    if (!track) return;
    switch (action) {
      case 'splitHere':
        if (menuNote && menu) apply(splitAtPoint(track, menuNote, menu.tick, snap, sigs, ids));
        return;
      case 'merge':
        return apply(mergeSelection(track, selected));
      case 'quantize':
      case 'quantizeLengths':
        return apply(quantizeSelection(track, selected, snap, action === 'quantizeLengths'));
      case 'lyric':
        if (menuNote) options.editLyric(menuNote.id);
        return;
      case 'phonemes':
        if (menuNote) setPhonemesId(menuNote.id);
        return;
      case 'resetPhonemes':
        if (menuNote) execute({ type: 'setPhonemes', trackId: track.id, noteId: menuNote.id, phonemes: null });
        return;
      case 'delete': {
        const noteIds = track.notes.filter((note) => selected.has(note.id)).map((note) => note.id);
        if (noteIds.length) execute({ type: 'deleteNotes', trackId: track.id, noteIds });
        select(new Set());
        return;
      }
    }
  };

  return {
    marks,
    range,
    describe,
    onPreview,
    tools,
    phonemeNote,
    automaticPhonemes: phonemeNote ? (marks.get(phonemeNote.id)?.automatic ?? '') : '',
    editPhonemes: setPhonemesId,
    commitPhonemes,
    cancelPhonemes: () => setPhonemesId(undefined),
    menu,
    openMenu: setMenu,
    closeMenu: () => setMenu(undefined),
    menuEnabled,
    onMenuAction,
  };
}

function readPreference(): boolean {
  try {
    return localStorage.getItem(PREVIEW_KEY) !== '0';
  } catch {
    return true;
  }
}

import { type RefObject, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';

/**
 * Typing lyrics note by note: which note's lyric is open, and committing one — then moving to the
 * next or previous note, or closing and giving the roll its focus back.
 */
export function useLyricEditing(deps: {
  live: () => { document: ProjectDocument; track: Track | undefined };
  execute: (command: Command) => void;
  select: (next: Set<string>) => void;
  rootRef: RefObject<HTMLDivElement | null>;
}) {
  const { live, execute, select, rootRef } = deps;
  const [editingId, setEditingId] = useState<string>();

  const closeLyric = () => {
    setEditingId(undefined);
    rootRef.current?.querySelector<HTMLCanvasElement>('canvas')?.focus();
  };

  const commitLyric = (lyric: string, step: 1 | -1 | 0) => {
    const { track } = live();
    const note = track?.notes.find((candidate) => candidate.id === editingId);
    if (!track || !note) return;
    const cleaned = lyric.trim();
    if (cleaned && cleaned !== note.lyric)
      execute({ type: 'setLyrics', trackId: track.id, lyrics: [{ id: note.id, lyric: cleaned }] });
    if (step === 0) {
      closeLyric();
      return;
    }
    const index = track.notes.findIndex((candidate) => candidate.id === note.id);
    const next = track.notes[index + step];
    if (next) {
      setEditingId(next.id);
      select(new Set([next.id]));
    } else closeLyric();
  };

  return { editingId, setEditingId, commitLyric, closeLyric };
}

import { useMemo, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import { DEFAULT_LYRIC } from '../../../../shared/studio/formats/to-document';
import { randomIds } from '../../../../shared/studio/notes';
import type { SnapDivision } from '../../../../shared/studio/time';
import { trackOf } from './liveDocument';
import { type SongHistory, useEditorHistory } from './useEditorHistory';
import { revealNote } from './viewport';
import { useViewportStore } from './viewportStore';

/**
 * What the editor edits and where: the song's history, the edited track, the selection, the snap,
 * the viewport and the editor's playhead, with the edit and select functions everything uses.
 */
export function useEditorCore(song: SongHistory) {
  const { document: doc, history, execute: run, commit } = useEditorHistory(song);
  const ids = useMemo(() => randomIds('n'), []);
  const [trackId, setTrackId] = useState(doc.tracks[0]?.id);
  const track = trackOf(doc, trackId);
  /** The song and the editor's track as they are now (an event may come before `doc` follows an edit). */
  const live = () => ({ document: history.document, track: trackOf(history.document, trackId) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [snap, setSnap] = useState<SnapDivision>('1/4');
  // Scrolling and zooming re-render only the roll (see viewportStore.ts), not the whole editor.
  const viewport = useViewportStore();
  const setView = viewport.update;
  const [playheadTick, setPlayhead] = useState(0);

  // An edit redraws the roll, the strip and the lanes in its own task (WithLiveScene); this
  // component and its panels follow in a transition (useEditorHistory).
  const execute = (command: Command, mergeKey?: string) => run(command, { mergeKey });
  const select = (next: Set<string>) => {
    setSelected(next);
    const last = live()
      .track?.notes.filter((note) => next.has(note.id))
      .at(-1);
    if (last) setView((current) => revealNote(current, last));
  };
  const chooseTrack = (id: string) => {
    setTrackId(id);
    setSelected(new Set());
  };
  const defaultLyric = DEFAULT_LYRIC[track?.language ?? 'en'];
  return {
    doc,
    history,
    commit,
    ids,
    trackId,
    track,
    live,
    selected,
    snap,
    setSnap,
    viewport,
    setView,
    playheadTick,
    setPlayhead,
    execute,
    select,
    chooseTrack,
    defaultLyric,
  };
}

import { useEffect, useRef } from 'react';
import type { Track } from '../../../../shared/studio/document';
import { centreOnPitches } from './viewport';
import type { ViewportStore } from './viewportStore';

/**
 * A track opens with its notes in the middle of the roll. The roll measures its size a moment after
 * it mounts, so the centring is repeated when the height changes, as long as nobody has scrolled since. An empty track keeps the default view.
 */
export function useRollOpensOnNotes(viewport: ViewportStore, track: Track | undefined): void {
  const notesRef = useRef(track?.notes ?? []);
  notesRef.current = track?.notes ?? [];
  const trackId = track?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is placed again only when another track opens
  useEffect(() => {
    // The notes as the track opens: later edits never move the view by themselves.
    const notes = notesRef.current;
    if (notes.length === 0) return;
    let placed: { height: number; topPitch: number } | undefined;
    const centre = () => {
      const view = viewport.get();
      if (placed && (placed.height === view.height || placed.topPitch !== view.topPitch)) return;
      viewport.update((current) => centreOnPitches(current, notes));
      const now = viewport.get();
      placed = { height: now.height, topPitch: now.topPitch };
    };
    centre();
    return viewport.subscribe(centre);
  }, [viewport, trackId]);
}

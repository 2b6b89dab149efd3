import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import type { ProjectDocument, TempoChange } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import { secondsToTick } from '../../../../shared/studio/time';
import { playheadStore } from '../playback/playheadStore';
import { useLiveDocument } from './liveDocument';
import type { Viewport } from './viewport';
import type { ViewportStore } from './viewportStore';

export const isPlaying = () => playheadStore.get().playing;
/** The tick being heard (the playhead store's position), to the nearest tick. */
export const soundingTick = (tempos: readonly TempoChange[]) =>
  Math.round(secondsToTick(tempos, playheadStore.get().position));

/** The playhead to draw: the sound's while it plays, else the editor's. Re-renders each frame while playing. */
export function usePlayheadTick(tempos: readonly TempoChange[], editorTick: number): number {
  return useSyncExternalStore(
    playheadStore.subscribe,
    () => (isPlaying() ? soundingTick(tempos) : editorTick),
    () => editorTick,
  );
}

/** Renders its children with the playhead to draw (only this part follows the sound each frame). */
export function WithPlayhead(props: {
  tempos: readonly TempoChange[];
  editorTick: number;
  children: (tick: number) => ReactNode;
}) {
  return props.children(usePlayheadTick(props.tempos, props.editorTick));
}

export type LiveScene = { document: ProjectDocument; view: Viewport; playheadTick: number };

const sameTimeAxis = (a: Viewport, b: Viewport) =>
  a.scrollTick === b.scrollTick &&
  a.pxPerTick === b.pxPerTick &&
  a.width === b.width &&
  a.keyboardWidth === b.keyboardWidth;

/** The viewport; with `timeOnly`, the same object while only the pitch axis moves (what follows time alone keeps still). */
function useView(store: ViewportStore, timeOnly: boolean): Viewport {
  const kept = useRef<Viewport | null>(null);
  return useSyncExternalStore(store.subscribe, () => {
    const view = store.get();
    if (timeOnly && kept.current && sameTimeAxis(kept.current, view)) return kept.current;
    kept.current = view;
    return view;
  });
}

/**
 * Renders its children with what the roll, the strip and the lanes draw: the live document (in the
 * task of an edit), the viewport and the playhead. Only this part re-renders when one of them moves;
 * with `timeOnly` (the strip and the lanes, on the time axis alone) not when the roll scrolls through pitches.
 */
export function WithLiveScene(props: {
  history: History;
  viewport: ViewportStore;
  editorTick: number;
  timeOnly?: boolean;
  children: (scene: LiveScene) => ReactNode;
}) {
  const document = useLiveDocument(props.history);
  const view = useView(props.viewport, props.timeOnly ?? false);
  const playheadTick = usePlayheadTick(document.tempos, props.editorTick);
  return props.children({ document, view, playheadTick });
}

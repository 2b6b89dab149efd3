import { type ReactNode, useSyncExternalStore } from 'react';
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

/**
 * Renders its children with what the roll, the strip and the lanes draw: the live document (in the
 * task of an edit), the viewport and the playhead. Only this part re-renders when one of them moves.
 */
export function WithLiveScene(props: {
  history: History;
  viewport: ViewportStore;
  editorTick: number;
  children: (scene: LiveScene) => ReactNode;
}) {
  const document = useLiveDocument(props.history);
  const view = useSyncExternalStore(props.viewport.subscribe, props.viewport.get);
  const playheadTick = usePlayheadTick(document.tempos, props.editorTick);
  return props.children({ document, view, playheadTick });
}

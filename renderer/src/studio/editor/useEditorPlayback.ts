import { useEffect, useRef } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { secondsToTick, tickToSeconds } from '../../../../shared/studio/time';
import { playheadStore, usePlayhead } from '../playback/playheadStore';
import { usePlayback } from '../playback/usePlayback';

/**
 * The editor's view of playback: Play starts from the editor's playhead, the playhead follows the
 * sound while it plays, and while it does not the transport shows where the editor's playhead is
 * (moved by a click on the ruler or by note entry). Stop returns both to the start. The sound itself
 * comes from the playback module (voice worker, Web Audio).
 */
export function useEditorPlayback(
  document: ProjectDocument,
  playheadTick: number,
  setPlayhead: (tick: number) => void,
) {
  const playback = usePlayback(document);
  const { position, playing } = usePlayhead();
  /** The editor's playhead when playback paused: resuming from elsewhere means the user moved it. */
  const pausedAt = useRef<number | null>(null);

  useEffect(() => {
    if (playing) setPlayhead(Math.round(secondsToTick(document.tempos, position)));
  }, [document.tempos, playing, position, setPlayhead]);

  useEffect(() => {
    if (playing) return;
    const seconds = tickToSeconds(document.tempos, playheadTick);
    if (Math.round(secondsToTick(document.tempos, playheadStore.get().position)) !== playheadTick) {
      playheadStore.set({ position: seconds });
    }
  }, [document.tempos, playing, playheadTick]);

  const play = async () => {
    const moved = playback.state !== 'paused' || pausedAt.current !== playheadTick;
    if (moved) playback.seek(tickToSeconds(document.tempos, playheadTick));
    pausedAt.current = null;
    await playback.play();
  };
  const pause = () => {
    playback.pause();
    pausedAt.current = Math.round(secondsToTick(document.tempos, playheadStore.get().position));
  };
  const stop = () => {
    playback.stop();
    pausedAt.current = null;
    setPlayhead(0);
  };

  return { ...playback, play, pause, stop };
}

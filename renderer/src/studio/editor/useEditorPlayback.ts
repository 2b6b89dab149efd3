import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { tickToSeconds } from '../../../../shared/studio/time';
import { playheadStore } from '../playback/playheadStore';
import { usePlayback } from '../playback/usePlayback';
import { isPlaying, soundingTick } from './liveScene';
import { followPlayhead } from './viewport';
import type { ViewportStore } from './viewportStore';

/**
 * The editor's view of playback: Play starts from the editor's playhead; while the song plays the
 * playhead shown is the sound's (only what draws it follows it, not the whole editor: see
 * WithLiveScene), and the editor's playhead takes the sound's place when it pauses or stops. While it
 * does not play the transport shows where the editor's playhead is (moved by a click on the ruler or
 * by note entry). Stop returns both to the start. While the user scrolls or zooms, the song's
 * background render waits. The sound itself comes from the playback module.
 */
export function useEditorPlayback(
  document: ProjectDocument,
  playheadTick: number,
  setPlayhead: (tick: number) => void,
  viewport: ViewportStore,
) {
  const playback = usePlayback(document);
  const setView = viewport.update;
  const { hold } = playback;
  useEffect(() => viewport.subscribe(hold), [viewport, hold]);
  const playing = useSyncExternalStore(playheadStore.subscribe, isPlaying, isPlaying);
  /** The editor's playhead when playback paused: resuming from elsewhere means the user moved it. */
  const pausedAt = useRef<number | null>(null);
  const tempos = useRef(document.tempos);
  tempos.current = document.tempos;

  // The roll pages along with the sound.
  useEffect(() => {
    if (!playing) return;
    const follow = () => setView((view) => followPlayhead(view, soundingTick(tempos.current)));
    follow();
    const unsubscribe = playheadStore.subscribe(follow);
    return () => {
      unsubscribe();
    };
  }, [playing, setView]);

  // When the sound pauses or stops the editor's playhead is where it was heard last; while it does
  // not play, the transport shows the editor's playhead.
  const wasPlaying = useRef(false);
  useEffect(() => {
    const stopped = wasPlaying.current && !playing;
    wasPlaying.current = playing;
    if (playing) return;
    if (stopped) setPlayhead(soundingTick(document.tempos));
    else if (soundingTick(document.tempos) !== playheadTick) {
      playheadStore.set({ position: tickToSeconds(document.tempos, playheadTick) });
    }
  }, [document.tempos, playing, playheadTick, setPlayhead]);

  /** The playhead now: the sound's while it plays, else the editor's (for edits made at the playhead). */
  const playheadNow = useCallback(() => (isPlaying() ? soundingTick(tempos.current) : playheadTick), [playheadTick]);

  const play = async () => {
    const moved = playback.state !== 'paused' || pausedAt.current !== playheadTick;
    if (moved) playback.seek(tickToSeconds(document.tempos, playheadTick));
    pausedAt.current = null;
    await playback.play();
  };
  const pause = () => {
    playback.pause();
    pausedAt.current = soundingTick(document.tempos);
  };
  const stop = () => {
    playback.stop();
    pausedAt.current = null;
    setPlayhead(0);
  };

  return { ...playback, play, pause, stop, playheadNow };
}

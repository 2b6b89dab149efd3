import { useEffect } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { secondsToTick, tickToSeconds } from '../../../../shared/studio/time';
import { usePlayhead } from '../playback/playheadStore';
import { usePlayback } from '../playback/usePlayback';

/**
 * The editor's view of playback: Play starts from the editor's playhead, and the playhead follows
 * the sound while it plays. The sound itself comes from the playback module (voice worker, Web Audio).
 */
export function useEditorPlayback(
  document: ProjectDocument,
  playheadTick: number,
  setPlayhead: (tick: number) => void,
) {
  const playback = usePlayback(document);
  const { position, playing } = usePlayhead();

  useEffect(() => {
    if (playing) setPlayhead(Math.round(secondsToTick(document.tempos, position)));
  }, [document.tempos, playing, position, setPlayhead]);

  const play = async () => {
    if (playback.state !== 'paused') playback.seek(tickToSeconds(document.tempos, playheadTick));
    await playback.play();
  };

  return { ...playback, play };
}

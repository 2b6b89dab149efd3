import { useEffect, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { secondsToTick, tickToSeconds } from '../../../../shared/studio/time';
import { type AudioSink, createWebAudioSink } from '../adapters/audioSink';

type Cache = import('../../../../shared/studio/voice').PhraseCache;

/**
 * The transport: Play renders the song with the voice engine (loaded on first use; unchanged
 * phrases come from the cache) and plays it from the playhead, which then follows the sound.
 */
export function usePlayback(document: ProjectDocument, playheadTick: number, setPlayhead: (tick: number) => void) {
  const [state, setState] = useState<'stopped' | 'rendering' | 'playing'>('stopped');
  const sink = useRef<AudioSink | null>(null);
  const cache = useRef<Cache | null>(null);
  const frame = useRef(0);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      sink.current?.stop();
    },
    [],
  );

  const stop = () => {
    cancelAnimationFrame(frame.current);
    sink.current?.stop();
    setState('stopped');
  };

  const play = async () => {
    if (state !== 'stopped') return;
    setState('rendering');
    try {
      const voice = await import('../../../../shared/studio/voice');
      cache.current ??= new voice.PhraseCache();
      const song = await voice.renderSong(document, { cache: cache.current, sampleRate: 44100 });
      sink.current ??= createWebAudioSink();
      const from = tickToSeconds(document.tempos, playheadTick);
      if (from >= song.duration) {
        setState('stopped');
        return;
      }
      sink.current.play(song.mix.left, song.mix.right, song.sampleRate, from, () => {
        cancelAnimationFrame(frame.current);
        setState('stopped');
      });
      setState('playing');
      const follow = () => {
        const seconds = sink.current?.position();
        if (seconds === undefined) return;
        setPlayhead(Math.round(secondsToTick(document.tempos, seconds)));
        frame.current = requestAnimationFrame(follow);
      };
      frame.current = requestAnimationFrame(follow);
    } catch {
      setState('stopped');
    }
  };

  return { state, play, stop };
}

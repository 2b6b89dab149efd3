import { useCallback, useEffect, useState } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { createPlayer, type Player, type PlayerState } from '../../../../shared/studio/player/player';
import type { PlayerPhrase } from '../../../../shared/studio/player/ports';
import { browserScheduler } from '../adapters/browserScheduler';
import { clipAudio } from '../adapters/clipAudioStore';
import { VoiceClient } from '../adapters/voiceClient';
import { WebAudioSink } from '../adapters/webAudioSink';
import { keepSungPitch } from '../editor/sungPitch';
import { playheadStore } from './playheadStore';
import { renderStatusStore } from './renderStatusStore';
import { transportSettings } from './transportSettings';
import { useWavExport } from './useWavExport';

export type PlaybackState = PlayerState;
export type { ExportOptions } from './useWavExport';

/** User Timing name of the time from Play to the clock starting with the first phrases scheduled. */
export const PLAY_TO_AUDIO_MEASURE = 'voice:play-to-audio';

function measurePlayToAudio(pressedAt: number, startedAt: number) {
  try {
    performance.measure(PLAY_TO_AUDIO_MEASURE, { start: pressedAt, end: startedAt });
  } catch {
    // User Timing is best effort.
  }
}

/** Each phrase brings its sung pitch line for the editor to draw (a phrase in parts, with its first part). */
function keepPitch(phrase: PlayerPhrase) {
  if (phrase.pitch.values.length === 0) return;
  const line = { trackId: phrase.trackId, key: phrase.key, ...phrase.pitch };
  playheadStore.set({ pitch: keepSungPitch(playheadStore.get().pitch, line) });
}

/** A player over Web Audio and the voice worker, reporting to the playhead and render-status stores. */
function createBrowserPlayer(onState: (state: PlayerState) => void): { player: Player; voice: () => VoiceClient } {
  let client: VoiceClient | null = null;
  const voice = () => {
    client ??= new VoiceClient({ onStatus: renderStatusStore.set });
    return client;
  };
  const player = createPlayer({
    sink: () => new WebAudioSink(),
    voice,
    scheduler: browserScheduler,
    options: transportSettings.get,
    clipAudio,
    events: {
      state(state) {
        playheadStore.set({ playing: state === 'playing' || state === 'starting' });
        onState(state);
      },
      position: (seconds) => playheadStore.set({ position: seconds }),
      phrase: keepPitch,
      playToAudio: measurePlayToAudio,
    },
  });
  return { player, voice };
}

/**
 * Play, pause, stop, seek and export of a document for the studio's UI: the transport itself is the
 * UI-free player (shared/studio/player); this hook makes one for the page and follows its state.
 */
export function usePlayback(document: ProjectDocument) {
  const [state, setState] = useState<PlaybackState>('stopped');
  // Made once per editor, in state so that it exists from the first render on.
  const [{ player, voice }] = useState(() => createBrowserPlayer(setState));
  const { exportWav, exporting } = useWavExport(document, voice);

  useEffect(() => player.setDocument(document), [player, document]);

  useEffect(
    () => () => {
      player.dispose();
      playheadStore.set({ position: 0, playing: false, pitch: new Map() });
      renderStatusStore.reset();
    },
    [player],
  );

  const play = useCallback(() => player.play(), [player]);
  const pause = useCallback(() => player.pause(), [player]);
  const stop = useCallback(() => player.stop(), [player]);
  const seek = useCallback((seconds: number) => player.seek(seconds), [player]);

  return { state, play, pause, stop, seek, hold: player.hold, exportWav, exporting, level: player.level };
}

export type Playback = ReturnType<typeof usePlayback>;

import { useEffect, useRef, useState } from 'react';
import { mixToMono } from '../../../../shared/studio/analysis/resample';
import type { CharacterId } from '../../../../shared/studio/characters';
import { encodeWav } from '../../../../shared/studio/voice/wav';
import { CLIP_AUDIO_RATE } from '../adapters/clipAudioStore';
import { decodeAudio, decodeErrorKey } from '../analysis/decodeAudioFile';
import { MicrophoneUnavailable, type Recording, recordMicrophone } from '../analysis/recordMicrophone';
import { voiceChangeInWorker } from '../analysis/voiceChangeInWorker';
import type { useAddRecording } from './useAddRecording';

export type VoiceChangerState =
  | { phase: 'idle'; errorKey?: string; done?: boolean }
  | { phase: 'recording' }
  | { phase: 'working' };

export interface VoiceChangerSettings {
  character: CharacterId;
  characterName: string;
  transpose: number;
  formantShift: number;
}

/**
 * The voice changer's flow: a file or a microphone take is decoded, sung again by the character in
 * a worker, stored with the project (the server checks the plan) and placed on a new audio track.
 */
export function useVoiceChanger(
  addRecording: ReturnType<typeof useAddRecording>,
  settings: () => VoiceChangerSettings,
) {
  const [state, setState] = useState<VoiceChangerState>({ phase: 'idle' });
  const generation = useRef(0);
  const cancelWork = useRef<() => void>(() => {});
  const recording = useRef<Recording | undefined>(undefined);
  useEffect(
    () => () => {
      generation.current += 1;
      cancelWork.current();
      recording.current?.cancel();
    },
    [],
  );

  const sing = async (take: Blob, name: string) => {
    const run = ++generation.current;
    const chosen = settings();
    setState({ phase: 'working' });
    const decoded = await decodeAudio(take, CLIP_AUDIO_RATE);
    if (run !== generation.current) return;
    if (!decoded.ok) return setState({ phase: 'idle', errorKey: decodeErrorKey(decoded.code) });
    const work = voiceChangeInWorker({
      samples: mixToMono(decoded.audio.channels),
      sampleRate: decoded.audio.sampleRate,
      character: chosen.character,
      transpose: chosen.transpose,
      formantShift: chosen.formantShift,
    });
    cancelWork.current = work.cancel;
    const outcome = await work.result;
    if (run !== generation.current) return;
    if (!outcome.ok)
      return setState(outcome.code === 'CANCELLED' ? { phase: 'idle' } : { phase: 'idle', errorKey: 'changer.failed' });
    const wav = new Blob([encodeWav([outcome.samples], decoded.audio.sampleRate, 16) as Uint8Array<ArrayBuffer>], {
      type: 'audio/wav',
    });
    const added = await addRecording(wav, {
      name: `${chosen.characterName} – ${name.replace(/\.[^.]+$/, '')}.wav`,
      source: 'voice_changer',
      audio: { channels: [outcome.samples], sampleRate: decoded.audio.sampleRate },
    });
    if (run !== generation.current) return;
    if (added.ok) setState({ phase: 'idle', done: true });
    else setState('errorKey' in added ? { phase: 'idle', errorKey: added.errorKey } : { phase: 'idle' });
  };

  return {
    state,
    fromFile: (file: File) => void sing(file, file.name),
    startRecording: async () => {
      const run = ++generation.current;
      setState({ phase: 'recording' });
      try {
        const started = await recordMicrophone({ bpm: 120, countInBeats: 0 });
        if (run !== generation.current) started.cancel();
        else recording.current = started;
      } catch (error) {
        if (run === generation.current)
          setState({
            phase: 'idle',
            errorKey: `errors.${error instanceof MicrophoneUnavailable ? error.code : 'MIC_FAILED'}`,
          });
      }
    },
    stopRecording: async () => {
      const current = recording.current;
      recording.current = undefined;
      if (current) await sing(await current.stop(), 'recording');
    },
    level: () => recording.current?.level() ?? 0,
    cancel: () => {
      generation.current += 1;
      cancelWork.current();
      recording.current?.cancel();
      recording.current = undefined;
      setState({ phase: 'idle' });
    },
  };
}

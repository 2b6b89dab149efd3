import { useEffect, useRef, useState } from 'react';
import type { MelodyNote } from '../../../../shared/studio/analysis/melody';
import { type DecodeOutcome, decodeAudio } from '../analysis/decodeAudioFile';
import { MicrophoneUnavailable, type Recording, recordMicrophone } from '../analysis/recordMicrophone';
import { type RunningTranscription, transcribeInWorker } from '../analysis/transcribeInWorker';

export type VoiceToMidiError =
  | Extract<DecodeOutcome, { ok: false }>['code']
  | 'MIC_DENIED'
  | 'MIC_MISSING'
  | 'MIC_FAILED'
  | 'TRANSCRIBE_FAILED'
  | 'NO_NOTES'
  | 'TRACK_LIMIT';

export type VoiceToMidiState =
  | { phase: 'idle'; error?: VoiceToMidiError; added?: number }
  | { phase: 'counting'; beat: number }
  | { phase: 'recording' }
  | { phase: 'working'; progress: number };

export interface VoiceToMidiDeps {
  bpm: () => number;
  beatsPerBar: () => number;
  /** Puts the melody into the song (a new track); false when the song cannot take another track. */
  insert: (notes: MelodyNote[]) => boolean;
}

/**
 * The audio-to-MIDI flow: a file or a recording (after a count-in) is decoded, transcribed in a
 * worker with progress, and its melody inserted; every step can be cancelled, and every failure
 * leaves a code for a localized message and the song as it was.
 */
export function useVoiceToMidi(deps: VoiceToMidiDeps) {
  const [state, setState] = useState<VoiceToMidiState>({ phase: 'idle' });
  const running = useRef<RunningTranscription | undefined>(undefined);
  const recording = useRef<Recording | undefined>(undefined);
  const generation = useRef(0);

  const cancel = () => {
    generation.current += 1;
    running.current?.cancel();
    running.current = undefined;
    recording.current?.cancel();
    recording.current = undefined;
    setState({ phase: 'idle' });
  };
  // Closing the editor ends a recording or a transcription still running.
  useEffect(
    () => () => {
      generation.current += 1;
      running.current?.cancel();
      recording.current?.cancel();
    },
    [],
  );

  const transcribe = async (blob: Blob) => {
    const run = generation.current;
    setState({ phase: 'working', progress: 0 });
    const decoded = await decodeAudio(blob);
    if (run !== generation.current) return;
    if (!decoded.ok) {
      setState({ phase: 'idle', error: decoded.code });
      return;
    }
    const transcription = transcribeInWorker(decoded.audio, {
      onProgress: (progress) => {
        if (run === generation.current) setState({ phase: 'working', progress });
      },
    });
    running.current = transcription;
    const outcome = await transcription.result;
    if (run !== generation.current) return;
    running.current = undefined;
    if (!outcome.ok) {
      setState(outcome.code === 'CANCELLED' ? { phase: 'idle' } : { phase: 'idle', error: outcome.code });
      return;
    }
    if (outcome.notes.length === 0) setState({ phase: 'idle', error: 'NO_NOTES' });
    else if (!deps.insert(outcome.notes)) setState({ phase: 'idle', error: 'TRACK_LIMIT' });
    else setState({ phase: 'idle', added: outcome.notes.length });
  };

  const startRecording = async (countIn: boolean) => {
    const run = ++generation.current;
    setState(countIn ? { phase: 'counting', beat: 0 } : { phase: 'recording' });
    try {
      const started = await recordMicrophone({
        bpm: deps.bpm(),
        countInBeats: countIn ? deps.beatsPerBar() : 0,
        onBeat: (beat) => {
          if (run === generation.current) setState(beat === 0 ? { phase: 'recording' } : { phase: 'counting', beat });
        },
      });
      if (run !== generation.current) started.cancel();
      else recording.current = started;
    } catch (error) {
      if (run !== generation.current) return;
      setState({ phase: 'idle', error: error instanceof MicrophoneUnavailable ? error.code : 'MIC_FAILED' });
    }
  };

  const stopRecording = async () => {
    const current = recording.current;
    recording.current = undefined;
    if (!current) return;
    await transcribe(await current.stop());
  };

  return {
    state,
    fromFile: (file: File) => {
      generation.current += 1;
      void transcribe(file);
    },
    startRecording: (countIn: boolean) => void startRecording(countIn),
    stopRecording: () => void stopRecording(),
    level: () => recording.current?.level() ?? 0,
    cancel,
  };
}

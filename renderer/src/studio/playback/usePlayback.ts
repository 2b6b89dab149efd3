import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { createTempoMap, songDuration } from '../../../../shared/studio/voice';
import type { BitDepth } from '../../../../shared/studio/voice/wav';
import { platform } from '../../platform';
import { VoiceClient } from '../adapters/voiceClient';
import type { PhraseMessage } from '../adapters/voiceProtocol';
import { WebAudioSink } from '../adapters/webAudioSink';
import { keepSungPitch } from '../editor/sungPitch';
import { playheadStore, type SungPitch } from './playheadStore';
import { renderStatusStore } from './renderStatusStore';

export type PlaybackState = 'stopped' | 'starting' | 'playing' | 'paused';

export interface ExportOptions {
  sampleRate: 44100 | 48000;
  bitDepth: BitDepth;
  perTrack: boolean;
}

/** User Timing name of the time from Play to the clock starting with the first phrases scheduled. */
export const PLAY_TO_AUDIO_MEASURE = 'voice:play-to-audio';

const PLAYBACK_RATES = [44100, 48000];
/** Phrases render at the output's rate when the engine supports it (else Web Audio resamples). */
const playbackRate = (output: WebAudioSink | null) =>
  output && PLAYBACK_RATES.includes(output.sampleRate) ? output.sampleRate : 48000;

function voiceOf(client: { current: VoiceClient | null }): VoiceClient {
  client.current ??= new VoiceClient({ onStatus: renderStatusStore.set });
  return client.current;
}

/** Play, pause, stop, seek and export of a document, through the voice worker and Web Audio. */
export function usePlayback(document: ProjectDocument) {
  const [state, setState] = useState<PlaybackState>('stopped');
  const [exporting, setExporting] = useState(false);
  const documentRef = useRef(document);
  documentRef.current = document;
  const stateRef = useRef<PlaybackState>('stopped');
  const client = useRef<VoiceClient | null>(null);
  const sink = useRef<WebAudioSink | null>(null);
  const frame = useRef(0);

  const change = useCallback((next: PlaybackState) => {
    stateRef.current = next;
    setState(next);
    playheadStore.set({ playing: next === 'playing' || next === 'starting' });
  }, []);

  const keepPitch = useCallback((phrase: PhraseMessage) => {
    const line: SungPitch = { trackId: phrase.trackId, key: phrase.key, ...phrase.pitch };
    playheadStore.set({ pitch: keepSungPitch(playheadStore.get().pitch, line) });
  }, []);

  /** Renders from `from` and plays each phrase as it arrives; the clock starts with the first one. */
  const startFrom = useCallback(
    (from: number, pressedAt: number) => {
      const output = sink.current!;
      const doc = documentRef.current;
      const rate = playbackRate(output);
      output.stop();
      output.setTracks(doc.tracks);
      let started = false;
      // Phrases that arrive before the clock starts wait for the last one sounding at `from`.
      const waiting: PhraseMessage[] = [];
      const schedule = (phrase: PhraseMessage) =>
        output.schedule(phrase.trackId, phrase.startTime, phrase.samples, phrase.sampleRate);
      const begin = () => {
        if (started) return;
        started = true;
        output.start(from);
        for (const phrase of waiting.splice(0)) schedule(phrase);
        try {
          performance.measure(PLAY_TO_AUDIO_MEASURE, { start: pressedAt, end: performance.now() });
        } catch {
          // User Timing is best effort.
        }
        change('playing');
      };
      voiceOf(client)
        .render(doc, rate, from, (phrase) => {
          if (stateRef.current !== 'starting' && stateRef.current !== 'playing') return;
          keepPitch(phrase);
          if (started) schedule(phrase);
          else {
            waiting.push(phrase);
            if (phrase.ready) begin();
          }
        })
        .then((report) => {
          // An empty song: nothing to wait for.
          if (report.phrases === 0 && stateRef.current === 'starting') begin();
        })
        .catch(() => undefined);
    },
    [change, keepPitch],
  );

  const tick = useCallback(() => {
    const output = sink.current;
    if (!output || stateRef.current !== 'playing') return;
    const position = output.position();
    playheadStore.set({ position });
    const end = songDuration(documentRef.current, createTempoMap(documentRef.current.tempos));
    if (position > end + 0.3) {
      output.stop();
      output.seek(0);
      playheadStore.set({ position: 0 });
      change('stopped');
      return;
    }
    frame.current = requestAnimationFrame(tick);
  }, [change]);

  const play = useCallback(async () => {
    if (stateRef.current === 'playing' || stateRef.current === 'starting') return;
    const pressedAt = performance.now();
    sink.current ??= new WebAudioSink();
    change('starting');
    await sink.current.resume();
    startFrom(sink.current.position(), pressedAt);
  }, [change, startFrom]);

  const pause = useCallback(() => {
    sink.current?.stop();
    cancelAnimationFrame(frame.current);
    change('paused');
  }, [change]);

  /** Moves the playhead to `seconds`; while playing, playback goes on from there. */
  const seek = useCallback(
    (seconds: number) => {
      sink.current ??= new WebAudioSink();
      sink.current.seek(seconds);
      playheadStore.set({ position: seconds });
      if (stateRef.current === 'playing') startFrom(seconds, performance.now());
    },
    [startFrom],
  );

  const stop = useCallback(() => {
    sink.current?.stop();
    sink.current?.seek(0);
    cancelAnimationFrame(frame.current);
    playheadStore.set({ position: 0 });
    change('stopped');
  }, [change]);

  const exportWav = useCallback(async (options: ExportOptions) => {
    setExporting(true);
    try {
      const doc = documentRef.current;
      const { files } = await voiceOf(client).exportWav(doc, options);
      // The desktop asks where in the system save dialog; the browser downloads.
      for (const file of files) {
        const suggestedName = options.perTrack ? `${doc.title} - ${file.name}` : doc.title;
        await platform.saveFile({ kind: 'wav', suggestedName, bytes: file.bytes });
      }
    } finally {
      setExporting(false);
    }
  }, []);

  useEffect(() => {
    if (state === 'playing') frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [state, tick]);

  // An edit while playing: render again from the playhead (unchanged phrases are cache hits).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new document
  useEffect(() => {
    const output = sink.current;
    if (!output || stateRef.current !== 'playing') return;
    startFrom(output.position(), performance.now());
  }, [document, startFrom]);

  // While stopped, render the song in the background so that Play finds its phrases in the cache
  // (at once when the project opens: the worker's start-up and warm-up are paid before Play).
  useEffect(() => {
    if (stateRef.current === 'playing' || stateRef.current === 'starting') return;
    const timer = setTimeout(
      () => {
        if (stateRef.current === 'playing' || stateRef.current === 'starting') return;
        sink.current ??= new WebAudioSink();
        voiceOf(client)
          .render(document, playbackRate(sink.current), 0, keepPitch)
          .catch(() => undefined);
      },
      client.current ? 400 : 0,
    );
    return () => clearTimeout(timer);
  }, [document, keepPitch]);

  useEffect(() => {
    return () => {
      cancelAnimationFrame(frame.current);
      sink.current?.dispose();
      client.current?.dispose();
      sink.current = null;
      client.current = null;
      playheadStore.set({ position: 0, playing: false, pitch: new Map() });
      renderStatusStore.reset();
    };
  }, []);

  /** RMS level of the master output now (0…1), for the transport's meter. */
  const level = useCallback(() => sink.current?.level() ?? 0, []);

  return { state, play, pause, stop, seek, exportWav, exporting, level };
}

export type Playback = ReturnType<typeof usePlayback>;

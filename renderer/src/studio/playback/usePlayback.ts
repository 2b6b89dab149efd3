import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { countIn, metronomeClicks } from '../../../../shared/studio/metronome';
import { secondsToTick, tickToSeconds } from '../../../../shared/studio/time';
// The tempo helpers alone: the voice engine's index would bring its phonemizers into the page.
import { createTempoMap, songDuration } from '../../../../shared/studio/voice/tempo';
import type { BitDepth } from '../../../../shared/studio/voice/wav';
import { platform } from '../../platform';
import { VoiceClient } from '../adapters/voiceClient';
import type { PhraseMessage } from '../adapters/voiceProtocol';
import { WebAudioSink } from '../adapters/webAudioSink';
import { keepSungPitch } from '../editor/sungPitch';
import { playheadStore, type SungPitch } from './playheadStore';
import { renderStatusStore } from './renderStatusStore';
import { transportSettings } from './transportSettings';

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

/** How far ahead of the playhead metronome clicks are put on the audio clock (each animation frame tops it up). */
const CLICK_LOOKAHEAD = 0.2;

/** The loop region in song seconds, when it is on. */
function loopSeconds(doc: ProjectDocument): { start: number; end: number } | null {
  if (!doc.loop.enabled) return null;
  return { start: tickToSeconds(doc.tempos, doc.loop.startTick), end: tickToSeconds(doc.tempos, doc.loop.endTick) };
}

/**
 * Play, pause, stop, seek and export of a document, through the voice worker and Web Audio; the
 * loop region wraps playback, the metronome clicks on the audio clock and the count-in precedes Play
 * (transportSettings).
 */
export function usePlayback(document: ProjectDocument) {
  const [state, setState] = useState<PlaybackState>('stopped');
  const [exporting, setExporting] = useState(false);
  const documentRef = useRef(document);
  documentRef.current = document;
  const stateRef = useRef<PlaybackState>('stopped');
  const client = useRef<VoiceClient | null>(null);
  const sink = useRef<WebAudioSink | null>(null);
  const frame = useRef(0);
  /** Song seconds of the last frame (the loop wraps when the playhead crosses its end). */
  const lastPosition = useRef(0);
  /** Song tick up to which metronome clicks are scheduled. */
  const clickedTo = useRef(0);

  const change = useCallback((next: PlaybackState) => {
    stateRef.current = next;
    setState(next);
    playheadStore.set({ playing: next === 'playing' || next === 'starting' });
  }, []);

  const keepPitch = useCallback((phrase: PhraseMessage) => {
    // A phrase in parts brings its pitch line with the first part.
    if (phrase.pitch.values.length === 0) return;
    const line: SungPitch = { trackId: phrase.trackId, key: phrase.key, ...phrase.pitch };
    playheadStore.set({ pitch: keepSungPitch(playheadStore.get().pitch, line) });
  }, []);

  /** Puts the metronome's clicks on the audio clock up to a little after `position` (song seconds). */
  const scheduleClicks = useCallback((position: number) => {
    const output = sink.current;
    if (!output || !transportSettings.get().metronome) return;
    const doc = documentRef.current;
    const to = secondsToTick(doc.tempos, position + CLICK_LOOKAHEAD);
    for (const click of metronomeClicks(doc.tempos, doc.timeSignatures, clickedTo.current, to)) {
      output.click(click.seconds, click.accent);
    }
    clickedTo.current = Math.max(clickedTo.current, to);
  }, []);

  /**
   * Renders from `from` and plays each phrase as it arrives; the clock starts with the first one
   * (after the count-in when `withCountIn`), or at once when `immediately` (a loop coming round).
   */
  const startFrom = useCallback(
    (
      from: number,
      pressedAt: number,
      options: { withCountIn?: boolean; immediately?: boolean; resumeCountIn?: number } = {},
    ) => {
      const output = sink.current!;
      const doc = documentRef.current;
      const rate = playbackRate(output);
      output.stop();
      output.seek(from);
      output.setTracks(doc.tracks);
      lastPosition.current = from;
      let started = false;
      // Phrases that arrive before the clock starts wait for the last one sounding at `from`.
      const waiting: PhraseMessage[] = [];
      const schedule = (phrase: PhraseMessage) =>
        output.schedule(phrase.trackId, phrase.startTime, phrase.samples, phrase.sampleRate);
      const begin = () => {
        if (started) return;
        started = true;
        const fromTick = secondsToTick(doc.tempos, from);
        const counting = options.withCountIn || options.resumeCountIn !== undefined;
        const count = countIn(
          doc.tempos,
          doc.timeSignatures,
          fromTick,
          counting ? transportSettings.get().countInBars : 0,
        );
        // A count-in interrupted by a new render (an edit) goes on with what is left of it.
        const preroll =
          options.resumeCountIn === undefined ? count.seconds : Math.min(count.seconds, options.resumeCountIn);
        output.start(from, preroll);
        for (const click of count.clicks) output.click(from - count.seconds + click.time, click.accent);
        clickedTo.current = fromTick;
        scheduleClicks(from);
        for (const phrase of waiting.splice(0)) schedule(phrase);
        try {
          if (!options.immediately) {
            performance.measure(PLAY_TO_AUDIO_MEASURE, { start: pressedAt, end: performance.now() });
          }
        } catch {
          // User Timing is best effort.
        }
        change('playing');
      };
      if (options.immediately) begin();
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
          // An empty song (or nothing left after `from`): nothing to wait for.
          if (report.phrases === 0 && (stateRef.current === 'starting' || stateRef.current === 'playing')) begin();
        })
        .catch(() => undefined);
    },
    [change, keepPitch, scheduleClicks],
  );

  const tick = useCallback(() => {
    const output = sink.current;
    if (!output || stateRef.current !== 'playing') return;
    const position = output.position();
    const previous = lastPosition.current;
    lastPosition.current = position;
    const loop = loopSeconds(documentRef.current);
    if (loop && previous < loop.end && position >= loop.end) {
      // The loop comes round: on from its start (its phrases are in the cache by now).
      playheadStore.set({ position: loop.start });
      startFrom(loop.start, performance.now(), { immediately: true });
      frame.current = requestAnimationFrame(tick);
      return;
    }
    playheadStore.set({ position });
    scheduleClicks(position);
    const end = songDuration(documentRef.current, createTempoMap(documentRef.current.tempos));
    const inLoop = loop !== null && position < loop.end;
    if (position > end + 0.3 && !inLoop) {
      output.stop();
      output.seek(0);
      playheadStore.set({ position: 0 });
      change('stopped');
      return;
    }
    frame.current = requestAnimationFrame(tick);
  }, [change, scheduleClicks, startFrom]);

  const play = useCallback(async () => {
    if (stateRef.current === 'playing' || stateRef.current === 'starting') return;
    const pressedAt = performance.now();
    sink.current ??= new WebAudioSink();
    change('starting');
    await sink.current.resume();
    startFrom(sink.current.position(), pressedAt, { withCountIn: true });
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
    const counting = output.remainingPreroll();
    startFrom(output.position(), performance.now(), counting > 0 ? { resumeCountIn: counting, immediately: true } : {});
  }, [document, startFrom]);

  // While stopped, render the song in the background so that Play finds its phrases in the cache.
  // When the project opens the worker starts at once and first readies each track's voice with a
  // tiny phrase (its dictionary loaded, its code compiled: short steps Play can get in between),
  // then renders the song; Play before that renders what it needs itself.
  useEffect(() => {
    if (stateRef.current === 'playing' || stateRef.current === 'starting') return;
    const idle = () => stateRef.current !== 'playing' && stateRef.current !== 'starting';
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        if (!idle()) return;
        const opening = client.current === null;
        sink.current ??= new WebAudioSink();
        const rate = playbackRate(sink.current);
        const voice = voiceOf(client);
        if (opening) await voice.warm(document, rate).catch(() => undefined);
        if (cancelled || !idle()) return;
        voice.render(document, rate, 0, keepPitch).catch(() => undefined);
      },
      client.current ? 400 : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
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

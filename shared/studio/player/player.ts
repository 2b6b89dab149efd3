import type { ProjectDocument } from '../document';
import { countIn, metronomeClicks } from '../metronome';
import { secondsToTick, tickToSeconds } from '../time';
import type { ClipAudioSource } from '../voice/clip-render';
// The tempo helpers alone: the voice engine's index would bring its phonemizers in.
import { createTempoMap, songDuration } from '../voice/tempo';
import { clipPlays } from './clip-phrases';
import { createClipRates } from './clip-rates';
import type { AudioSink, PhraseSource, PlayerPhrase, Scheduler, TransportOptions } from './ports';

export type PlayerState = 'stopped' | 'starting' | 'playing' | 'paused';

/** What the player reports; a UI subscribes to these and nothing else. */
export interface PlayerEvents {
  state?(state: PlayerState): void;
  /** The playhead (song seconds): every frame while playing, and on seek and stop. */
  position?(seconds: number): void;
  /** Each phrase as it arrives from the voice (its sung pitch line is drawn from it). */
  phrase?(phrase: PlayerPhrase): void;
  /** From Play pressed (scheduler ms) to the clock starting with the first phrases scheduled. */
  playToAudio?(pressedAt: number, startedAt: number): void;
}

export interface PlayerParts {
  /** Made on first need (an audio output may only be made after a user's gesture in a browser). */
  sink: () => AudioSink;
  /** Made on first need; the first song it sees is warmed up before it is rendered. */
  voice: () => PhraseSource;
  scheduler: Scheduler;
  options: () => TransportOptions;
  /** The decoded recordings audio tracks play (none: audio tracks stay silent). */
  clipAudio?: ClipAudioSource;
  events?: PlayerEvents;
}

export type Player = ReturnType<typeof createPlayer>;

/** Phrases render at the output's rate when the engine supports it (else the output resamples). */
const RENDER_RATES = [44100, 48000];
const renderRate = (sink: AudioSink) => (RENDER_RATES.includes(sink.sampleRate) ? sink.sampleRate : 48000);
/** How far ahead of the playhead metronome clicks are put on the audio clock (each frame tops it up). */
const CLICK_LOOKAHEAD = 0.2;
/** After an edit while stopped, the song is rendered again once the user pauses this long (ms). */
const BACKGROUND_RENDER_DELAY = 400;
/** Playback stops this long after the song's last sound when no loop holds it. */
const END_MARGIN = 0.3;

type StartOptions = { withCountIn?: boolean; immediately?: boolean; resumeCountIn?: number };

function loopSeconds(doc: ProjectDocument): { start: number; end: number } | null {
  if (!doc.loop.enabled) return null;
  return { start: tickToSeconds(doc.tempos, doc.loop.startTick), end: tickToSeconds(doc.tempos, doc.loop.endTick) };
}

/**
 * Play, pause, stop and seek of a song: the voice renders from the playhead, each phrase is scheduled
 * on the sink's clock as it arrives (the clock starts once every phrase sounding at the start has
 * come), the loop region wraps, the metronome and count-in click on the clock, an edit while playing
 * renders again from the playhead, and while stopped the song renders in the background so that
 * Play finds it ready. No UI: `events` reports what happens.
 */
export function createPlayer(parts: PlayerParts) {
  const { scheduler, events = {} } = parts;
  let document: ProjectDocument | null = null;
  let state: PlayerState = 'stopped';
  let sink: AudioSink | null = null;
  let voice: PhraseSource | null = null;
  let cancelFrame = () => {};
  let cancelBackground = () => {};
  /** Each background render started gets a number: a later plan drops it, even while the voice warms. */
  let backgroundRun = 0;
  /** While the user scrolls: when the held background render may go on (scheduler ms). */
  let holdUntil: number | null = null;
  /** How far the background render of a document has come (song seconds of its last phrase), and whether it is done. */
  let progress: { document: ProjectDocument | null; reached: number; done: boolean } = {
    document: null,
    reached: 0,
    done: false,
  };
  /** Song seconds of the last frame (the loop wraps when the playhead crosses its end). */
  let lastPosition = 0;
  /** Song tick up to which metronome clicks are scheduled. */
  let clickedTo = 0;
  /** Each start of rendering gets a number; phrases of an older one are dropped. */
  let generation = 0;
  /** The recordings at the output's rate, resampled once and reused by every Play. */
  const clipRates = createClipRates();

  const output = () => {
    sink ??= parts.sink();
    return sink;
  };
  const voiceNow = () => {
    voice ??= parts.voice();
    return voice;
  };
  const active = () => state === 'starting' || state === 'playing';
  const change = (next: PlayerState) => {
    if (next === state) return;
    state = next;
    events.state?.(next);
  };
  const moveTo = (seconds: number) => events.position?.(seconds);

  const scheduleClicks = (position: number) => {
    if (!sink || !document || !parts.options().metronome) return;
    const to = secondsToTick(document.tempos, position + CLICK_LOOKAHEAD);
    for (const click of metronomeClicks(document.tempos, document.timeSignatures, clickedTo, to)) {
      sink.click(click.seconds, click.accent);
    }
    clickedTo = Math.max(clickedTo, to);
  };

  /** Starts the clock at `from`, after a count-in when asked, with the clicks and the waiting phrases. */
  const startClock = (doc: ProjectDocument, from: number, options: StartOptions) => {
    const fromTick = secondsToTick(doc.tempos, from);
    const counting = options.withCountIn || options.resumeCountIn !== undefined;
    const count = countIn(doc.tempos, doc.timeSignatures, fromTick, counting ? parts.options().countInBars : 0);
    // A count-in interrupted by a new render (an edit) goes on with what is left of it.
    const preroll =
      options.resumeCountIn === undefined ? count.seconds : Math.min(count.seconds, options.resumeCountIn);
    output().start(from, preroll);
    for (const click of count.clicks) output().click(from - count.seconds + click.time, click.accent);
    clickedTo = fromTick;
    scheduleClicks(from);
  };

  /**
   * Renders from `from` and plays each phrase as it arrives; the clock starts with the last phrase
   * sounding at `from` (after the count-in when asked), or at once when `immediately`.
   */
  const startFrom = (from: number, pressedAt: number, options: StartOptions = {}) => {
    const doc = document;
    if (!doc) return;
    const sinkNow = output();
    const render = ++generation;
    stopBackground();
    sinkNow.stop();
    sinkNow.seek(from);
    sinkNow.setTracks([...doc.tracks, ...doc.audioTracks]);
    lastPosition = from;
    let started = false;
    const waiting: PlayerPhrase[] = [];
    const schedule = (phrase: PlayerPhrase) =>
      sinkNow.schedule(phrase.trackId, phrase.startTime, phrase.samples, phrase.sampleRate);
    const begin = () => {
      if (started) return;
      started = true;
      startClock(doc, from, options);
      for (const phrase of waiting.splice(0)) schedule(phrase);
      if (parts.clipAudio) {
        const atRate = clipRates.at(parts.clipAudio, sinkNow.sampleRate);
        for (const play of clipPlays(doc, from, sinkNow.sampleRate, atRate))
          sinkNow.schedule(play.trackId, play.startTime, play.samples, sinkNow.sampleRate, play.right);
      }
      if (!options.immediately) events.playToAudio?.(pressedAt, scheduler.now());
      change('playing');
      followClock();
    };
    if (options.immediately) begin();
    voiceNow()
      .render(doc, renderRate(sinkNow), from, (phrase) => {
        if (render !== generation || !active()) return;
        events.phrase?.(phrase);
        if (started) schedule(phrase);
        else {
          waiting.push(phrase);
          if (phrase.ready) begin();
        }
      })
      .then((report) => {
        // An empty song (or nothing left after `from`): nothing to wait for.
        if (report.phrases === 0 && render === generation && active()) begin();
      })
      .catch(() => undefined);
  };

  /** One frame while playing: the playhead moves, the loop wraps, clicks are topped up, the end stops. */
  const frame = () => {
    if (!sink || !document || state !== 'playing') return;
    const position = sink.position();
    const previous = lastPosition;
    lastPosition = position;
    const loop = loopSeconds(document);
    if (loop && previous < loop.end && position >= loop.end) {
      // The loop comes round: on from its start (its phrases are in the cache by now).
      moveTo(loop.start);
      startFrom(loop.start, scheduler.now(), { immediately: true });
      return;
    }
    moveTo(position);
    scheduleClicks(position);
    const end = songDuration(document, createTempoMap(document.tempos));
    const inLoop = loop !== null && position < loop.end;
    if (position > end + END_MARGIN && !inLoop) {
      sink.stop();
      sink.seek(0);
      moveTo(0);
      stopFollowing();
      change('stopped');
      return;
    }
    cancelFrame = scheduler.nextFrame(frame);
  };
  const followClock = () => {
    cancelFrame();
    cancelFrame = scheduler.nextFrame(frame);
  };
  const stopFollowing = () => {
    cancelFrame();
    cancelFrame = () => {};
  };

  /**
   * While stopped or paused: the song renders so that Play finds its phrases in the cache. A render of
   * the same document that was held goes on from where it had come.
   */
  const renderInBackground = (delay: number) => {
    stopBackground();
    if (!document) return;
    cancelBackground = scheduler.after(delay, startBackground);
  };
  const startBackground = () => {
    const doc = document;
    if (active() || !doc) return;
    if (progress.document !== doc) progress = { document: doc, reached: 0, done: false };
    const own = progress;
    const run = ++backgroundRun;
    const opening = voice === null;
    const rate = renderRate(output());
    const source = voiceNow();
    const warmed = opening ? source.warm(doc, rate).catch(() => undefined) : Promise.resolve();
    void warmed.then(() => {
      if (active() || doc !== document || run !== backgroundRun) return;
      source
        .render(doc, rate, own.reached, (phrase) => {
          own.reached = Math.max(own.reached, phrase.startTime);
          events.phrase?.(phrase);
        })
        .then(() => {
          own.done = true;
        })
        .catch(() => undefined);
    });
  };
  /** A planned background render (or a hold's wait) is dropped; one whose voice is still warming does not start. */
  const stopBackground = () => {
    cancelBackground();
    cancelBackground = () => {};
    holdUntil = null;
    backgroundRun += 1;
  };

  return {
    get state(): PlayerState {
      return state;
    },

    /** The song to play: an edit while playing renders again from the playhead (unchanged phrases are cache hits). */
    setDocument(next: ProjectDocument) {
      document = next;
      if (!active()) {
        // When the project opens the voice starts at once and warms each track's voice first.
        renderInBackground(voice === null ? 0 : BACKGROUND_RENDER_DELAY);
        return;
      }
      if (state !== 'playing' || !sink) return;
      const counting = sink.remainingPreroll();
      startFrom(sink.position(), scheduler.now(), counting > 0 ? { resumeCountIn: counting, immediately: true } : {});
    },

    async play() {
      if (active()) return;
      const pressedAt = scheduler.now();
      change('starting');
      await output().resume();
      if (state !== 'starting') return;
      startFrom(output().position(), pressedAt, { withCountIn: true });
    },

    pause() {
      if (state === 'stopped') return;
      generation += 1;
      sink?.stop();
      stopFollowing();
      change('paused');
    },

    stop() {
      generation += 1;
      sink?.stop();
      sink?.seek(0);
      stopFollowing();
      moveTo(0);
      change('stopped');
    },

    /**
     * The user is scrolling or zooming: while stopped, a background render still under way stops and
     * goes on once they have paused for a moment (on a small machine its work would take the frames' time).
     * The render that opens a project (the voices warming) is not held.
     */
    hold() {
      if (active() || !document || !voice) return;
      if (progress.document === document && progress.done) return;
      // Called for each wheel event: while held, it only moves the end of the wait.
      const until = scheduler.now() + BACKGROUND_RENDER_DELAY;
      if (holdUntil !== null) {
        holdUntil = until;
        return;
      }
      stopBackground();
      voice.stopRendering();
      holdUntil = until;
      const wait = (ms: number) => {
        cancelBackground = scheduler.after(ms, () => {
          const left = (holdUntil ?? 0) - scheduler.now();
          if (left > 0) return wait(left);
          holdUntil = null;
          startBackground();
        });
      };
      wait(BACKGROUND_RENDER_DELAY);
    },

    /** Moves the playhead to `seconds`; while playing, playback goes on from there. */
    seek(seconds: number) {
      output().seek(seconds);
      moveTo(seconds);
      if (state === 'playing') startFrom(seconds, scheduler.now());
    },

    /** RMS level of the master output now (0…1). */
    level: () => sink?.level() ?? 0,

    dispose() {
      generation += 1;
      stopFollowing();
      stopBackground();
      sink?.dispose();
      voice?.dispose();
      clipRates.clear();
      sink = null;
      voice = null;
      state = 'stopped';
    },
  };
}

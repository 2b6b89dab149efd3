import { describe, expect, it, vi } from 'vitest';
import { testAudioTrack, testClip } from '../audio-track-test-helpers';
import { blankDocument } from '../blank-document';
import type { ProjectDocument } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import type { ClipAudioSource } from '../voice/clip-render';
import { createPlayer, type PlayerState } from './player';
import type { AudioSink, PhraseSource, PlayerPhrase, Scheduler, TransportOptions } from './ports';

/** A song at 120 BPM (a quarter is half a second) with one note per quarter. */

/** Counts the resamplings from one rate to another (a copy at the same rate is not one). */
const resamplings = vi.hoisted(() => ({ count: 0 }));
vi.mock('../analysis/resample', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../analysis/resample')>();
  return {
    ...actual,
    resample: (samples: Float32Array, fromRate: number, toRate: number) => {
      if (fromRate !== toRate) resamplings.count += 1;
      return actual.resample(samples, fromRate, toRate);
    },
  };
});

function song(quarters: number, edit: (doc: ProjectDocument) => void = () => {}): ProjectDocument {
  const doc = blankDocument({ title: 'Test', characterId: 'hodo', trackName: 'Voice' });
  doc.tracks[0]!.notes = Array.from({ length: quarters }, (_, index) => ({
    id: `n${index}`,
    tick: index * TICKS_PER_QUARTER,
    duration: TICKS_PER_QUARTER,
    pitch: 60,
    lyric: 'la',
  }));
  edit(doc);
  return doc;
}

/** A sink whose clock the test moves by hand. */
class FakeSink implements AudioSink {
  readonly sampleRate = 48000;
  log: string[] = [];
  clicks: { at: number; accent: boolean }[] = [];
  scheduled: { trackId: string; startTime: number }[] = [];
  running = false;
  now = 0;
  preroll = 0;
  disposed = false;
  async resume() {}
  start(from: number, preroll = 0) {
    this.running = true;
    this.now = from;
    this.preroll = preroll;
    this.log.push(`start ${from} ${preroll}`);
  }
  position() {
    return this.now;
  }
  remainingPreroll() {
    return this.preroll;
  }
  click(at: number, accent: boolean) {
    this.clicks.push({ at, accent });
  }
  schedule(trackId: string, startTime: number) {
    this.scheduled.push({ trackId, startTime });
  }
  stop() {
    this.running = false;
    this.scheduled = [];
    this.log.push('stop');
  }
  seek(to: number) {
    this.now = to;
  }
  setTracks() {}
  level() {
    return this.running ? 0.5 : 0;
  }
  dispose() {
    this.disposed = true;
  }
}

type Render = {
  doc: ProjectDocument;
  from: number;
  onPhrase: (phrase: PlayerPhrase) => void;
  finish: (n: number) => void;
};

/** A voice whose renders the test answers phrase by phrase. */
class FakeVoice implements PhraseSource {
  renders: Render[] = [];
  warmed = 0;
  stopped = 0;
  disposed = false;
  render(doc: ProjectDocument, _rate: number, from: number, onPhrase: (phrase: PlayerPhrase) => void) {
    return new Promise<{ phrases: number }>((resolve) => {
      this.renders.push({ doc, from, onPhrase, finish: (phrases) => resolve({ phrases }) });
    });
  }
  async warm() {
    this.warmed += 1;
  }
  stopRendering() {
    this.stopped += 1;
  }
  dispose() {
    this.disposed = true;
  }
  get last(): Render {
    return this.renders.at(-1)!;
  }
}

const phrase = (startTime: number, ready: boolean): PlayerPhrase => ({
  trackId: 't',
  key: `p${startTime}`,
  startTime,
  sampleRate: 48000,
  samples: new Float32Array(4),
  ready,
  pitch: { startTime, step: 0.01, values: new Float32Array(0) },
});

/** Frames and timers the test runs by hand. */
class FakeScheduler implements Scheduler {
  time = 0;
  frames: (() => void)[] = [];
  timers: { at: number; run: () => void }[] = [];
  now() {
    return this.time;
  }
  nextFrame(callback: () => void) {
    this.frames.push(callback);
    return () => {
      this.frames = this.frames.filter((frame) => frame !== callback);
    };
  }
  after(ms: number, run: () => void) {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
    };
  }
  frame() {
    const due = this.frames.splice(0);
    for (const callback of due) callback();
  }
  advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.run();
  }
}

function setup(options: Partial<TransportOptions> = {}, clipAudio?: ClipAudioSource) {
  const sink = new FakeSink();
  const voice = new FakeVoice();
  const scheduler = new FakeScheduler();
  const states: PlayerState[] = [];
  const positions: number[] = [];
  const phrases: string[] = [];
  const measured: number[] = [];
  const player = createPlayer({
    sink: () => sink,
    voice: () => voice,
    scheduler,
    options: () => ({ metronome: false, countInBars: 0, ...options }),
    ...(clipAudio ? { clipAudio } : {}),
    events: {
      state: (state) => states.push(state),
      position: (seconds) => positions.push(seconds),
      phrase: (heard) => phrases.push(heard.key),
      playToAudio: (pressedAt, startedAt) => measured.push(startedAt - pressedAt),
    },
  });
  return { player, sink, voice, scheduler, states, positions, phrases, measured };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Player', () => {
  it('starts the clock only once every phrase sounding at the playhead has come, then schedules each as it comes', async () => {
    const { player, sink, voice, scheduler, states, measured } = setup();
    player.setDocument(song(8));
    await player.play();
    expect(player.state).toBe('starting');
    expect(voice.last.from).toBe(0);
    scheduler.time = 120;
    voice.last.onPhrase(phrase(0, false));
    expect(sink.running).toBe(false);
    voice.last.onPhrase(phrase(0.2, true));
    expect(sink.log).toContain('start 0 0');
    expect(sink.scheduled.map((p) => p.startTime)).toEqual([0, 0.2]);
    voice.last.onPhrase(phrase(2, false));
    expect(sink.scheduled.map((p) => p.startTime)).toEqual([0, 0.2, 2]);
    expect(states).toEqual(['starting', 'playing']);
    expect(measured).toEqual([120]);
  });

  it("plays an audio track's clips still sounding at the playhead, and keeps playing until the last clip ends", async () => {
    const recording = {
      channels: [new Float32Array(44100 * 4).fill(0.1), new Float32Array(44100 * 4)],
      sampleRate: 44100,
    };
    const { player, sink, voice, scheduler } = setup({}, (id) => (id === 'take' ? recording : undefined));
    const doc = song(2);
    const clip = testClip({ id: 'c', duration: 3 });
    const gone = { ...clip, id: 'gone', audioId: 'missing' };
    const audioTrack = testAudioTrack('audio', [clip, gone], { name: 'Take' });
    player.setDocument({ ...doc, audioTracks: [audioTrack] });
    const sides: number[] = [];
    const schedule = sink.schedule.bind(sink);
    sink.schedule = (
      trackId: string,
      startTime: number,
      _samples?: Float32Array,
      _rate?: number,
      right?: Float32Array,
    ) => {
      if (trackId === 'audio') sides.push(right ? 2 : 1);
      schedule(trackId, startTime);
    };
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    expect(sink.scheduled).toContainEqual({ trackId: 'audio', startTime: 0 });
    // A stereo recording reaches the sink as two sides.
    expect(sides).toEqual([2]);
    expect(sink.scheduled.filter((scheduled) => scheduled.trackId === 'audio')).toHaveLength(1);
    // The song is as long as its last sound: the clip's 3 s, not the notes' 1 s.
    sink.now = 2;
    scheduler.frame();
    expect(player.state).toBe('playing');
  });

  it('resamples a recording for a 44.1 kHz output once, not at every Play, and again when its audio changes', async () => {
    let recording = { channels: [new Float32Array(4800).fill(0.1), new Float32Array(4800)], sampleRate: 48000 };
    const { player, sink, voice } = setup({}, (id) => (id === 'take' ? recording : undefined));
    (sink as { sampleRate: number }).sampleRate = 44100;
    const clip = testClip({ id: 'c', duration: 0.1, sourceDuration: 0.1 });
    player.setDocument({ ...song(2), audioTracks: [testAudioTrack('audio', [clip])] });
    const lengths: number[] = [];
    sink.schedule = (trackId: string, startTime: number, samples?: Float32Array) => {
      if (trackId === 'audio') lengths.push(samples!.length);
      sink.scheduled.push({ trackId, startTime });
    };
    const playOnce = async () => {
      await player.play();
      voice.last.onPhrase(phrase(0, true));
      player.stop();
    };
    resamplings.count = 0;
    await playOnce();
    await playOnce();
    await playOnce();
    // Two channels, resampled on the first Play only; every Play hears the clip at the output's rate.
    expect(resamplings.count).toBe(2);
    expect(lengths).toEqual([4410, 4410, 4410]);
    recording = { ...recording, channels: recording.channels.map((channel) => channel.slice()) };
    await playOnce();
    expect(resamplings.count).toBe(4);
  });

  it('moves the playhead every frame and stops after the song ends, back at the start', async () => {
    const { player, sink, voice, scheduler, positions, states } = setup();
    player.setDocument(song(2)); // one second long
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    sink.now = 0.5;
    scheduler.frame();
    expect(positions.at(-1)).toBe(0.5);
    sink.now = 1.2;
    scheduler.frame();
    expect(player.state).toBe('playing');
    sink.now = 1.4;
    scheduler.frame();
    expect(player.state).toBe('stopped');
    expect(positions.at(-1)).toBe(0);
    expect(states.at(-1)).toBe('stopped');
    expect(scheduler.frames).toHaveLength(0);
  });

  it('wraps round the loop region: on from its start when the playhead crosses its end', async () => {
    const { player, sink, voice, scheduler, positions } = setup();
    // Loop over the second bar (2 s to 4 s) of a 4-bar song.
    player.setDocument(
      song(16, (doc) => {
        doc.loop = { enabled: true, startTick: TICKS_PER_QUARTER * 4, endTick: TICKS_PER_QUARTER * 8 };
      }),
    );
    player.seek(2);
    await player.play();
    voice.last.onPhrase(phrase(2, true));
    sink.now = 3.9;
    scheduler.frame();
    sink.now = 4.05;
    scheduler.frame();
    expect(positions.at(-1)).toBe(2);
    expect(sink.log.at(-1)).toBe('start 2 0');
    expect(voice.last.from).toBe(2);
    expect(player.state).toBe('playing');
    expect(scheduler.frames).toHaveLength(1);
  });

  it('counts in before Play, with a click per beat before the song time', async () => {
    const { player, sink, voice } = setup({ countInBars: 1 });
    player.setDocument(song(8));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    expect(sink.log).toContain('start 0 2'); // a 4/4 bar at 120 BPM
    expect(sink.clicks.map((click) => click.at)).toEqual([-2, -1.5, -1, -0.5]);
    expect(sink.clicks[0]!.accent).toBe(true);
  });

  it('puts metronome clicks on the clock a little ahead of the playhead', async () => {
    const { player, sink, voice, scheduler } = setup({ metronome: true });
    player.setDocument(song(8));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    expect(sink.clicks.map((click) => click.at)).toEqual([0]);
    sink.now = 0.4;
    scheduler.frame();
    expect(sink.clicks.map((click) => click.at)).toEqual([0, 0.5]);
  });

  it('an edit while playing renders again from the playhead; during a count-in what is left of it goes on', async () => {
    const { player, sink, voice } = setup({ countInBars: 1 });
    player.setDocument(song(8));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    sink.preroll = 0.75;
    player.setDocument(song(8, (doc) => (doc.tracks[0]!.notes[0]!.pitch = 62)));
    expect(voice.renders).toHaveLength(2);
    expect(voice.last.doc.tracks[0]!.notes[0]!.pitch).toBe(62);
    expect(sink.log.at(-1)).toBe('start 0 0.75');
    sink.preroll = 0;
    sink.now = 1.5;
    player.setDocument(song(8, (doc) => (doc.tracks[0]!.notes[0]!.pitch = 64)));
    expect(voice.last.from).toBe(1.5);
  });

  it('after Pause, phrases of the render that was going on are not played', async () => {
    const { player, sink, voice } = setup();
    player.setDocument(song(8));
    await player.play();
    const render = voice.last;
    render.onPhrase(phrase(0, true));
    player.pause();
    expect(player.state).toBe('paused');
    render.onPhrase(phrase(3, false));
    expect(sink.scheduled).toEqual([]);
  });

  it('Stop returns the playhead to the start', async () => {
    const { player, sink, voice, positions } = setup();
    player.setDocument(song(8));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    sink.now = 1;
    player.stop();
    expect(player.state).toBe('stopped');
    expect(sink.position()).toBe(0);
    expect(positions.at(-1)).toBe(0);
  });

  it('a seek while playing plays on from there', async () => {
    const { player, sink, voice } = setup();
    player.setDocument(song(8));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    player.seek(2.5);
    expect(voice.last.from).toBe(2.5);
    voice.last.onPhrase(phrase(2.5, true));
    expect(sink.log.at(-1)).toBe('start 2.5 0');
  });

  it('an empty song starts at once: there is nothing to wait for', async () => {
    const { player, voice } = setup();
    player.setDocument(song(0));
    await player.play();
    voice.last.finish(0);
    await settle();
    expect(player.state).toBe('playing');
  });

  it('while stopped the song renders in the background: at once when it opens (voices warmed first), after a pause in editing later', async () => {
    const { player, voice, scheduler, phrases } = setup();
    player.setDocument(song(4));
    scheduler.advance(0);
    await settle();
    expect(voice.warmed).toBe(1);
    expect(voice.renders).toHaveLength(1);
    voice.last.onPhrase(phrase(0, true));
    expect(phrases).toEqual(['p0']);
    player.setDocument(song(5));
    player.setDocument(song(6));
    scheduler.advance(399);
    expect(voice.renders).toHaveLength(1);
    scheduler.advance(1);
    await settle();
    expect(voice.renders).toHaveLength(2);
    expect(voice.last.doc.tracks[0]!.notes).toHaveLength(6);
    expect(voice.warmed).toBe(1);
  });

  it('while the user scrolls the background render waits, then goes on from where it had come', async () => {
    const { player, voice, scheduler, phrases } = setup();
    player.setDocument(song(8));
    scheduler.advance(0);
    await settle();
    voice.last.onPhrase(phrase(0, true));
    voice.last.onPhrase(phrase(1.5, false));
    player.hold();
    expect(voice.stopped).toBe(1);
    scheduler.advance(300);
    player.hold();
    scheduler.advance(399);
    await settle();
    expect(voice.renders).toHaveLength(1);
    scheduler.advance(1);
    await settle();
    expect(voice.renders).toHaveLength(2);
    expect(voice.last.from).toBe(1.5);
    expect(voice.warmed).toBe(1);
    expect(phrases).toEqual(['p0', 'p1.5']);
  });

  it('scrolling holds neither a finished background render nor the one that opens the project', async () => {
    const { player, voice, scheduler } = setup();
    player.setDocument(song(4));
    player.hold();
    scheduler.advance(0);
    await settle();
    expect(voice.renders).toHaveLength(1);
    voice.last.finish(4);
    await settle();
    player.hold();
    scheduler.advance(1000);
    await settle();
    expect(voice.stopped).toBe(0);
    expect(voice.renders).toHaveLength(1);
  });

  it('renders nothing in the background while playing, and lets go of the sink and the voice when disposed', async () => {
    const { player, sink, voice, scheduler } = setup();
    player.setDocument(song(4));
    await player.play();
    voice.last.onPhrase(phrase(0, true));
    const renders = voice.renders.length;
    scheduler.advance(1000);
    await settle();
    expect(voice.renders).toHaveLength(renders);
    player.dispose();
    expect(sink.disposed).toBe(true);
    expect(voice.disposed).toBe(true);
    expect(scheduler.frames).toHaveLength(0);
  });
});

import type { Track } from '../../../../shared/studio/document';
import type { AudioSink } from '../../../../shared/studio/player/ports';
import { audibleChannels, LIMITER_CEILING } from '../../../../shared/studio/voice/mixer';

/** Web Audio output: a gain and panner per track, a limiter and an analyser on the master. */
export class WebAudioSink implements AudioSink {
  readonly context: AudioContext;
  readonly analyser: AnalyserNode;
  private readonly master: GainNode;
  private readonly strips = new Map<string, { gain: GainNode; pan: StereoPannerNode }>();
  private readonly sources = new Set<AudioScheduledSourceNode>();
  private origin = 0;
  private from = 0;
  /** Song time at `origin`: `from` minus the count-in. */
  private clockFrom = 0;
  running = false;

  constructor() {
    this.context = new AudioContext({ latencyHint: 'interactive' });
    this.master = this.context.createGain();
    const limiter = this.context.createDynamicsCompressor();
    limiter.threshold.value = 20 * Math.log10(LIMITER_CEILING) - 2;
    limiter.knee.value = 0;
    limiter.ratio.value = 20;
    limiter.attack.value = 0.003;
    limiter.release.value = 0.08;
    this.analyser = this.context.createAnalyser();
    this.analyser.fftSize = 2048;
    this.master.connect(limiter).connect(this.analyser).connect(this.context.destination);
  }

  get sampleRate(): number {
    return this.context.sampleRate;
  }

  async resume(): Promise<void> {
    if (this.context.state !== 'running') await this.context.resume();
  }

  start(from: number, preroll = 0): void {
    this.stop();
    this.from = from;
    this.clockFrom = from - Math.max(0, preroll);
    // A little headroom so the first phrase scheduled right away still starts on time.
    this.origin = this.context.currentTime + 0.03;
    this.running = true;
  }

  position(): number {
    if (!this.running) return this.from;
    return Math.max(this.from, this.clockFrom + (this.context.currentTime - this.origin));
  }

  /** Seconds of count-in still to come (0 when none is running). */
  remainingPreroll(): number {
    if (!this.running) return 0;
    return Math.max(0, this.from - (this.clockFrom + (this.context.currentTime - this.origin)));
  }

  /** The audio-clock time of a song time while running. */
  private when(songTime: number): number {
    return this.origin + (songTime - this.clockFrom);
  }

  click(songTime: number, accent: boolean): void {
    if (!this.running) return;
    const at = this.when(songTime);
    if (at < this.context.currentTime - 0.005) return;
    const start = Math.max(at, this.context.currentTime);
    const oscillator = this.context.createOscillator();
    const envelope = this.context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = accent ? 1760 : 1175;
    envelope.gain.setValueAtTime(0, start);
    envelope.gain.linearRampToValueAtTime(accent ? 0.5 : 0.32, start + 0.002);
    envelope.gain.exponentialRampToValueAtTime(0.0001, start + 0.05);
    oscillator.connect(envelope).connect(this.master);
    oscillator.start(start);
    oscillator.stop(start + 0.06);
    this.sources.add(oscillator);
    oscillator.onended = () => {
      this.sources.delete(oscillator);
      envelope.disconnect();
    };
  }

  schedule(trackId: string, startTime: number, samples: Float32Array, sampleRate: number, right?: Float32Array): void {
    if (!this.running || samples.length === 0) return;
    const buffer = this.context.createBuffer(right ? 2 : 1, samples.length, sampleRate);
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
    if (right) buffer.copyToChannel(right.subarray(0, samples.length) as Float32Array<ArrayBuffer>, 1);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.strip(trackId).gain);
    // Heard from `from` on (not during a count-in), and from now on when it arrives late.
    const at = this.when(startTime);
    const begin = Math.max(at, this.when(this.from), this.context.currentTime);
    const offset = begin - at;
    if (offset >= buffer.duration) return;
    if (offset > 0) source.start(begin, offset);
    else source.start(at);
    this.sources.add(source);
    source.onended = () => this.sources.delete(source);
  }

  stop(): void {
    if (this.running) this.from = this.position();
    this.running = false;
    for (const source of this.sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // never started
      }
      source.disconnect();
    }
    this.sources.clear();
  }

  /** Moves the stopped clock (Stop returns to the start). */
  seek(to: number): void {
    this.from = Math.max(0, to);
  }

  setTracks(tracks: readonly Pick<Track, 'id' | 'gainDb' | 'pan' | 'mute' | 'solo'>[]): void {
    const audible = audibleChannels(tracks);
    tracks.forEach((track, index) => {
      const strip = this.strip(track.id);
      strip.gain.gain.value = audible[index] ? 10 ** (track.gainDb / 20) : 0;
      strip.pan.pan.value = Math.max(-1, Math.min(1, track.pan));
    });
  }

  level(): number {
    const data = new Float32Array(this.analyser.fftSize);
    this.analyser.getFloatTimeDomainData(data);
    let energy = 0;
    for (const value of data) energy += value * value;
    return Math.sqrt(energy / data.length);
  }

  dispose(): void {
    this.stop();
    void this.context.close();
  }

  private strip(trackId: string) {
    let strip = this.strips.get(trackId);
    if (!strip) {
      const gain = this.context.createGain();
      const pan = this.context.createStereoPanner();
      gain.connect(pan).connect(this.master);
      strip = { gain, pan };
      this.strips.set(trackId, strip);
    }
    return strip;
  }
}

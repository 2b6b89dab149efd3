/**
 * A short tone at a MIDI pitch: what the roll's keyboard (and a newly drawn note) sounds like.
 * A soft two-oscillator voice with a quick attack and release, on its own small Web Audio graph;
 * the AudioContext is made on the first preview (inside the click that asks for it).
 */
export interface PitchPreviewOutput {
  /** Sounds `pitch` (MIDI) for about `seconds`; a new preview cuts the previous one. */
  play(pitch: number, seconds?: number): void;
  dispose(): void;
}

export const midiToHz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

export class PitchPreview implements PitchPreviewOutput {
  private context: AudioContext | null = null;
  private voice: { gain: GainNode; oscillators: OscillatorNode[] } | null = null;

  play(pitch: number, seconds = 0.35): void {
    if (typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext({ latencyHint: 'interactive' });
    const context = this.context;
    if (context.state !== 'running') void context.resume();
    this.release(context.currentTime);
    const now = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, now);
    gain.gain.linearRampToValueAtTime(0.18, now + 0.012);
    gain.gain.setTargetAtTime(0.1, now + 0.02, 0.08);
    gain.gain.setTargetAtTime(0, now + seconds, 0.05);
    gain.connect(context.destination);
    const hz = midiToHz(pitch);
    const oscillators = [
      { type: 'triangle' as const, frequency: hz, level: 1 },
      { type: 'sine' as const, frequency: hz * 2, level: 0.25 },
    ].map(({ type, frequency, level }) => {
      const oscillator = context.createOscillator();
      oscillator.type = type;
      oscillator.frequency.value = frequency;
      const partial = context.createGain();
      partial.gain.value = level;
      oscillator.connect(partial).connect(gain);
      oscillator.start(now);
      oscillator.stop(now + seconds + 0.4);
      return oscillator;
    });
    this.voice = { gain, oscillators };
    oscillators[0]!.onended = () => {
      if (this.voice?.gain === gain) this.voice = null;
      gain.disconnect();
    };
  }

  private release(at: number): void {
    if (!this.voice) return;
    this.voice.gain.gain.cancelScheduledValues(at);
    this.voice.gain.gain.setTargetAtTime(0, at, 0.015);
    for (const oscillator of this.voice.oscillators) oscillator.stop(at + 0.1);
    this.voice = null;
  }

  dispose(): void {
    this.voice = null;
    void this.context?.close();
    this.context = null;
  }
}

import { type PhraseScore, phraseStream, type VoiceEngine } from '../../shared/studio/voice/engine';

/**
 * A second voice engine for tests: a sine at each note's pitch, nothing else. It knows nothing of
 * the formant engine; it counts what it renders, so a test can tell the cache served a phrase.
 */
export function createSineEngine(): VoiceEngine & { rendered: PhraseScore[] } {
  const rendered: PhraseScore[] = [];
  return {
    id: 'sine',
    version: '1',
    rendered,
    load: () => Promise.resolve(),
    render(score, sampleRate, signal) {
      rendered.push(score);
      const end = Math.max(...score.notes.map((note) => note.end));
      const samples = new Float32Array(Math.ceil(end * sampleRate));
      const hop = 64;
      const values = new Float32Array(Math.ceil(samples.length / hop));
      const pitchAt = (time: number) => score.notes.find((note) => time >= note.start && time < note.end)?.pitch;
      values.forEach((_, frame) => {
        values[frame] = pitchAt((frame * hop) / sampleRate) ?? Number.NaN;
      });
      let phase = 0;
      let done = 0;
      return phraseStream(
        { startTime: 0, sampleRate, samples, pitch: { startTime: 0, step: hop / sampleRate, values } },
        (until) => {
          for (; done < until; done += 1) {
            const pitch = pitchAt(done / sampleRate);
            if (pitch === undefined) continue;
            phase += (440 * 2 ** ((pitch - 69) / 12)) / sampleRate;
            samples[done] = 0.25 * Math.sin(2 * Math.PI * phase);
          }
          return done;
        },
        signal,
      );
    },
  };
}

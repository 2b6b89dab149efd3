import { describe, expect, it } from 'vitest';
import { phrase, song, syllable } from '../../../scripts/voice/fixtures';
import { bandEnergy } from '../../../scripts/voice/measure';
import { renderPhrase, streamPhrase } from './engines/formant';
import { VOICE_PRESETS, type VoicePreset } from './engines/formant/presets';
import { audibleChannels, LIMITER_CEILING, mixTracks } from './mixer';
import { createPhonemizer } from './phonemize';
import { PhraseCache, planTrack, renderSong, songDuration } from './render';
import { createTempoMap } from './tempo';
import { decodeWav, encodeWav } from './wav';

function twoPhrases() {
  return song('nime', 'ja', [
    { tick: 0, duration: 480, pitch: 69, lyric: 'さ' },
    { tick: 480, duration: 480, pitch: 71, lyric: 'く' },
    { tick: 1920, duration: 480, pitch: 72, lyric: 'ら' },
    { tick: 2400, duration: 960, pitch: 69, lyric: 'ー' },
  ]);
}

describe('tempo map', () => {
  it('converts ticks to seconds across tempo changes', () => {
    const tempo = createTempoMap([
      { tick: 0, bpm: 120 },
      { tick: 960, bpm: 60 },
    ]);
    expect(tempo.seconds(480)).toBeCloseTo(0.5);
    expect(tempo.seconds(960)).toBeCloseTo(1);
    expect(tempo.seconds(1440)).toBeCloseTo(2);
  });
});

describe('phrases and the cache', () => {
  it('a phrase rendered in steps of any size has the samples of the phrase rendered whole, and is cached when done', () => {
    const input = phrase('ko', [
      [0, 0.4, 60, syllable(['s'], ['a'])],
      [0.4, 0.9, 64, syllable(['m'], ['i'], ['n'])],
      [0.9, 1.5, 62, syllable(['t'], ['o'])],
    ]);
    const preset = VOICE_PRESETS.hodo;
    const whole = renderPhrase(input, preset, 44100, { seed: 5 });
    const stream = streamPhrase(input, preset, 44100, { seed: 5 });
    const steps: number[] = [];
    for (const until of [1, 700, 700, 5000, 30_000, 31_000]) steps.push(stream.advance(until));
    // Each step ends on a control frame at or after what was asked, never past the end.
    expect(steps[0]).toBeGreaterThanOrEqual(1);
    expect(steps[1]).toBeGreaterThanOrEqual(700);
    expect(steps[2]).toBe(steps[1]);
    expect(stream.finished).toBe(false);
    stream.advance(Number.POSITIVE_INFINITY);
    expect(stream.finished).toBe(true);
    expect(stream.done).toBe(whole.samples.length);
    expect(Array.from(stream.rendered.samples)).toEqual(Array.from(whole.samples));
    expect(stream.rendered.startTime).toBe(whole.startTime);

    const document = twoPhrases();
    const [first] = planTrack(
      document.tracks[0]!,
      createTempoMap(document.tempos),
      createPhonemizer('ja'),
      44100,
    ).phrases;
    const cache = new PhraseCache();
    const steps2 = cache.stream(first!, 44100);
    steps2.advance(2000);
    expect(cache.get(first!)).toBeUndefined();
    steps2.advance(Number.POSITIVE_INFINITY);
    expect(Array.from(cache.get(first!)!.samples)).toEqual(Array.from(cache.render(first!, 44100).rendered.samples));
    expect(cache.render(first!, 44100).hit).toBe(true);
  });

  it('splits at rests, and an edit changes only its own phrase key', () => {
    const document = twoPhrases();
    const phonemizer = createPhonemizer('ja');
    const tempo = createTempoMap(document.tempos);
    const before = planTrack(document.tracks[0]!, tempo, phonemizer, 44100).phrases;
    expect(before.map((phrase) => phrase.noteIds)).toEqual([
      ['n0', 'n1'],
      ['n2', 'n3'],
    ]);
    document.tracks[0]!.notes[2]!.pitch = 74;
    const after = planTrack(document.tracks[0]!, tempo, phonemizer, 44100).phrases;
    expect(after[0]!.key).toBe(before[0]!.key);
    expect(after[1]!.key).not.toBe(before[1]!.key);
  });

  it('re-renders only the edited phrase and keeps the song length to the score', async () => {
    const document = twoPhrases();
    const cache = new PhraseCache();
    const first = await renderSong(document, { cache });
    expect(first.tracks[0]!.cacheHits).toBe(0);
    document.tracks[0]!.notes[0]!.lyric = 'た';
    const second = await renderSong(document, { cache });
    expect(second.tracks[0]!.phrases).toBe(2);
    expect(second.tracks[0]!.cacheHits).toBe(1);
    expect(Math.abs(second.mix.left.length / 44100 - songDuration(document))).toBeLessThanOrEqual(0.01);
    // The sung pitch line comes back for the editor: A4 in the first note.
    const line = second.tracks[0]!.pitch[0]!;
    const index = Math.round((0.25 - line.startTime) / line.step);
    expect(line.values[index]).toBeCloseTo(69, 0);
  });
});

describe('mixer', () => {
  const loud = new Float32Array(4410).fill(0.9);
  it('solo silences the others, mute always silences', () => {
    expect(
      audibleChannels([
        { mute: false, solo: true },
        { mute: false, solo: false },
        { mute: true, solo: true },
      ]),
    ).toEqual([true, false, false]);
  });

  it('pans with constant power and limits the sum to −1 dBFS', () => {
    const mix = mixTracks(
      [
        { samples: loud, gainDb: 6, pan: -1, mute: false, solo: false },
        { samples: loud, gainDb: 0, pan: 0, mute: false, solo: false },
      ],
      loud.length,
    );
    const peak = Math.max(...mix.left.map(Math.abs), ...mix.right.map(Math.abs));
    expect(peak).toBeLessThanOrEqual(LIMITER_CEILING + 1e-6);
    expect(mix.left[2000]!).toBeGreaterThan(mix.right[2000]!);
  });
});

describe('WAV encoder', () => {
  it.each([16, 24] as const)('writes %i-bit stereo PCM that reads back', (bitDepth) => {
    const left = Float32Array.from({ length: 480 }, (_, i) => Math.sin(i / 10) * 0.5);
    const right = Float32Array.from(left, (value) => -value);
    const bytes = encodeWav([left, right], 48000, bitDepth);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(bytes.length).toBe(44 + 480 * 2 * (bitDepth / 8));
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRate).toBe(48000);
    expect(decoded.channels).toHaveLength(2);
    const tolerance = bitDepth === 16 ? 1e-4 : 1e-6;
    expect(Math.abs(decoded.channels[1]![100]! - right[100]!)).toBeLessThan(tolerance);
  });
});

describe('robustness', () => {
  it('sings any lyric in any language without throwing (English words in Japanese, syllabic nasals, symbols)', async () => {
    const document = song('nime', 'ja', [
      { tick: 0, duration: 480, pitch: 69, lyric: 'twin-' },
      { tick: 480, duration: 480, pitch: 71, lyric: 'ん' },
      { tick: 960, duration: 480, pitch: 72, lyric: 'n' },
      { tick: 1440, duration: 480, pitch: 72, lyric: '♪' },
      { tick: 1920, duration: 480, pitch: 72, lyric: '', phonemes: 'ŋ' },
    ]);
    const rendered = await renderSong(document);
    expect(rendered.mix.left.every(Number.isFinite)).toBe(true);
    expect(Math.max(...rendered.mix.left.map(Math.abs))).toBeGreaterThan(0.01);
  });
});

describe("a voice's fixed colour", () => {
  const sustained = (preset: VoicePreset) => {
    const input = phrase('ja', [[0, 0.8, 50, syllable([], ['a'])]], 0);
    const rendered = renderPhrase(input, preset, 44100);
    return rendered.samples.subarray(
      Math.round((0.3 - rendered.startTime) * 44100),
      Math.round((0.7 - rendered.startTime) * 44100),
    );
  };
  const plain: VoicePreset = { ...VOICE_PRESETS.hodo, nasality: 0, jitter: 0, shimmer: 0, drift: 0, breathiness: 0 };
  delete plain.sinus;

  it('nasal coupling lifts the murmur near 270 Hz against the first formant', () => {
    const nasal = sustained({ ...plain, nasality: 0.5 });
    const open = sustained(plain);
    const ratio = (samples: Float32Array) =>
      bandEnergy(samples, 44100, 200, 330) / bandEnergy(samples, 44100, 450, 900);
    expect(10 * Math.log10(ratio(nasal) / ratio(open))).toBeGreaterThan(3);
  });
});

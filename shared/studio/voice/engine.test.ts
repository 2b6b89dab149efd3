import { describe, expect, it } from 'vitest';
import { song } from '../../../scripts/voice/fixtures';
import { createSineEngine } from '../../../scripts/voice/sine-engine';
import { applyCommand } from '../commands';
import { engineOf, findEngine, registerEngine } from './engines';
import { formantEngine } from './engines/formant';
import { createPhonemizer } from './phonemize';
import { PhraseCache, planTrack, renderSong } from './render';
import { createTempoMap } from './tempo';

function twoPhrases() {
  return song('theo', 'ja', [
    { tick: 0, duration: 480, pitch: 69, lyric: 'ら' },
    { tick: 480, duration: 480, pitch: 72, lyric: 'ら' },
    { tick: 1920, duration: 960, pitch: 64, lyric: 'ら' },
  ]);
}

/** Frequency of a stretch of samples by zero crossings (a clean sine). */
function frequency(samples: Float32Array, from: number, to: number, sampleRate: number): number {
  let crossings = 0;
  for (let index = from + 1; index < to; index += 1)
    if (samples[index - 1]! < 0 && samples[index]! >= 0) crossings += 1;
  return (crossings * sampleRate) / (to - from);
}

describe('voice engines', () => {
  it('every character names a registered engine; the formant engine sings by default', () => {
    expect(engineOf('theo')).toBe(formantEngine);
    expect(findEngine('formant')).toBe(formantEngine);
  });

  it('a second engine, registered, renders a project through the same phrase cache: its notes at their pitches, an edit renders one phrase again', async () => {
    const sine = createSineEngine();
    registerEngine(sine);
    const engineFor = () => findEngine('sine')!;
    const cache = new PhraseCache();
    const document = twoPhrases();
    const first = await renderSong(document, { sampleRate: 16000, cache, engineFor });
    expect(sine.rendered).toHaveLength(2);
    expect(sine.rendered[0]!.character).toBe('theo');
    expect(sine.rendered[0]!.notes[0]!.syllables[0]!.onset).toEqual(['ɾ']);
    const samples = first.tracks[0]!.samples;
    expect(frequency(samples, 1600, 7200, 16000)).toBeCloseTo(440, -1);
    expect(frequency(samples, 8800, 15200, 16000)).toBeCloseTo(523.3, -1);

    const { document: edited } = applyCommand(document, {
      type: 'updateNotes',
      trackId: 'track-1',
      patches: [{ id: 'n2', pitch: 65 }],
    });
    const second = await renderSong(edited, { sampleRate: 16000, cache, engineFor });
    expect(sine.rendered).toHaveLength(3);
    expect(second.tracks[0]!.cacheHits).toBe(1);
  });

  it('the phrase key names the engine and its version: another engine or version renders again', () => {
    const document = twoPhrases();
    const track = document.tracks[0]!;
    const tempo = createTempoMap(document.tempos);
    const phonemizer = createPhonemizer('ja');
    const keyOf = (engine = formantEngine) => planTrack(track, tempo, phonemizer, 44100, { engine }).phrases[0]!.key;
    const sine = createSineEngine();
    expect(keyOf(sine)).not.toBe(keyOf());
    expect(keyOf({ ...sine, version: '2' })).not.toBe(keyOf(sine));
    expect(keyOf()).toBe(keyOf());
  });

  it('a phrase renders in steps and stops when its render is cancelled', () => {
    const document = twoPhrases();
    const [phrase] = planTrack(
      document.tracks[0]!,
      createTempoMap(document.tempos),
      createPhonemizer('ja'),
      44100,
    ).phrases;
    const controller = { aborted: false };
    const stream = formantEngine.render(phrase!.score, 44100, controller);
    stream.advance(4410);
    expect(stream.progress).toBeGreaterThan(0);
    expect(stream.progress).toBeLessThan(1);
    controller.aborted = true;
    const done = stream.done;
    expect(stream.advance(Number.POSITIVE_INFINITY)).toBe(done);
    expect(stream.finished).toBe(false);
  });
});

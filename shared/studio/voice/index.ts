/**
 * The voice engine: phonemizers, the singing model, the Klatt-style synthesis step, phrase
 * rendering with a cache, the mixer and WAV encoding. UI-free: runs in a worker, in Node tests
 * and in the command line.
 *
 * For a playback worker (renderer/src/studio/adapters/, not written yet):
 *   1. `await loadPhonemizer(track.language)` once per language (English loads the CMU dictionary lazily);
 *   2. `planTrack(track, createTempoMap(doc.tempos), phonemizer, sampleRate)` → phrases with `key`s and
 *      phonemizer warnings (kanji, unknown words) for the editor; cheap, run it on every edit;
 *   3. render the phrase under the playhead first: `cache.render(phrase, sampleRate)` → samples at
 *      `startTime` (song seconds) plus the sung pitch line for the editor; unchanged keys are cache hits;
 *   4. post each phrase's samples (transferable) to the audio side, or `placePhrase` into a track buffer
 *      and `mixTracks` for an export, then `encodeWav`.
 * `renderSong(document, options)` does 1–4 for a whole song (CLI, export, tests).
 */
export { LIMITER_CEILING, limit, type MixerChannel, mixTracks, type StereoBuffer } from './mixer';
export { createPhonemizer, loadPhonemizer, type Phonemizer } from './phonemize';
export { CONSONANTS, VOWEL_TABLES, VOWELS, vowelFormants } from './phones';
export { type ControlFrames, type PhraseInput, type PhraseNote, planSegments, type Segment } from './plan';
export { isOutOfRange, PRESET_IDS, presetFor, REFERENCE_PRESET, VOICE_PRESETS, type VoicePreset } from './presets';
export {
  PHRASE_GAP,
  PhraseCache,
  type PhraseStream,
  type PitchLine,
  placePhrase,
  planTrack,
  type RenderedPhrase,
  type RenderedSong,
  type RenderedTrack,
  type RenderSongOptions,
  renderPhrase,
  renderSong,
  SAMPLE_RATES,
  type SongPhrase,
  streamPhrase,
  warmVoice,
} from './render';
export {
  lyricWarning,
  type NoteLyric,
  PHONEMIZE_HINTS,
  PHONEMIZE_WARNING_CODES,
  type PhonemizeHint,
  type PhonemizeResult,
  type PhonemizeWarning,
  type PhonemizeWarningCode,
  type Syllable,
} from './syllable';
export { klattModel, type SynthesisInput, type SynthesisModel } from './synth';
export { createTempoMap, songDuration, type TempoMap } from './tempo';
export { type BitDepth, decodeWav, encodeWav } from './wav';

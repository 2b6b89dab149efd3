/**
 * The voice engine: phonemizers, the singing model, the Klatt-style synthesis step, phrase
 * rendering with a cache, the mixer and WAV encoding. UI-free: runs in a worker, in Node tests
 * and in the command line.
 */
export { LIMITER_CEILING, limit, type MixerChannel, mixTracks, type StereoBuffer } from './mixer';
export { createPhonemizer, loadPhonemizer, type Phonemizer } from './phonemize';
export { CONSONANTS, VOWEL_TABLES, VOWELS, vowelFormants } from './phones';
export { type ControlFrames, type PhraseInput, type PhraseNote, planSegments, type Segment } from './plan';
export { isOutOfRange, PRESET_IDS, presetFor, REFERENCE_PRESET, VOICE_PRESETS, type VoicePreset } from './presets';
export {
  PHRASE_GAP,
  PhraseCache,
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
  songDuration,
} from './render';
export type { NoteLyric, PhonemizeResult, PhonemizeWarning, Syllable } from './syllable';
export { klattModel, type SynthesisInput, type SynthesisModel } from './synth';
export { createTempoMap, type TempoMap } from './tempo';
export { type BitDepth, decodeWav, encodeWav } from './wav';

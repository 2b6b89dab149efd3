/**
 * The voice: phonemizers (phonemize/), the engine seam (engine.ts) and its engines (engines/), phrase
 * planning and rendering with a cache, the mixer and WAV encoding. UI-free: runs in a worker, in
 * Node tests and in the command line.
 *
 * For a playback worker (renderer/src/studio/adapters/voiceHost.ts):
 *   1. `await loadPhonemizer(track.language, lyricsOf(track))` (English loads the CMU dictionary once);
 *   2. `planTrack(track, createTempoMap(doc.tempos), phonemizer, sampleRate)` → phrase scores with `key`s
 *      (engine, its version and the score) and phonemizer warnings for the editor; cheap, run it on every edit;
 *   3. render the phrase under the playhead first: `cache.stream(phrase, sampleRate)` → samples at
 *      `startTime` (song seconds) plus the sung pitch line for the editor; unchanged keys are cache hits;
 *   4. post each phrase's samples (transferable) to the audio side, or `placePhrase` into a track buffer
 *      and `mixTracks` for an export, then `encodeWav`.
 * `renderSong(document, options)` does 1–4 for a whole song (CLI, export, tests).
 */
export {
  type CancelSignal,
  type PhraseCurves,
  type PhraseNote,
  type PhraseScore,
  type PhraseStream,
  type PitchLine,
  phraseStream,
  type RenderedPhrase,
  type TimedValue,
  type VoiceEngine,
} from './engine';
export { engineOf, findEngine, registerEngine } from './engines';
export { LIMITER_CEILING, limit, type MixerChannel, mixTracks, type StereoBuffer } from './mixer';
export { createPhonemizer, loadPhonemizer, lyricsOf, PHONEMIZERS, type Phonemizer } from './phonemize';
export { isPhone, isVowel, VOWELS } from './phonemize/inventory';
export { dominantLanguage, readingLanguage, scriptLanguage } from './phonemize/script';
export {
  PHRASE_GAP,
  PhraseCache,
  placePhrase,
  planTrack,
  type RenderedSong,
  type RenderedTrack,
  type RenderSongOptions,
  renderSong,
  SAMPLE_RATES,
  type SongPhrase,
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
export { createTempoMap, songDuration, type TempoMap } from './tempo';
export { type BitDepth, decodeWav, encodeWav } from './wav';

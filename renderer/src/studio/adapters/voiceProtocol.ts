import type { Language } from '../../../../shared/languages';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import type { NoteLyric, PhonemizeResult } from '../../../../shared/studio/voice/syllable';
import type { BitDepth } from '../../../../shared/studio/voice/wav';

/**
 * Main thread → voice worker. A new `render` supersedes the previous one. `warm` (sent when a
 * project opens) loads the document's phonemizers, plans each track's phrases and readies each
 * track's voice with a tiny phrase, so that the first render after Play does not pay the start-up;
 * it answers `warmed`. `stop` ends the running render without starting another (its phrases so far stay
 * in the cache). `phonemize` reads one track's lyrics (in the order the voice reads them) for the
 * editor's phoneme preview, with the phonemizer the voice plans from; it answers `phonemes`.
 */
export type VoiceRequest =
  | { type: 'phonemize'; id: number; language: Language; notes: NoteLyric[] }
  | { type: 'render'; id: number; document: ProjectDocument; sampleRate: number; from: number }
  | { type: 'warm'; id: number; document: ProjectDocument; sampleRate: number }
  | { type: 'stop'; id: number }
  | {
      type: 'export';
      id: number;
      document: ProjectDocument;
      sampleRate: number;
      bitDepth: BitDepth;
      perTrack: boolean;
      /** The decoded recordings the document's audio tracks play, by audio id. */
      clips: Record<string, ClipAudio>;
    };

export interface PhraseMessage {
  type: 'phrase';
  id: number;
  /** Place of this phrase in the render's hearing order, and how many phrases the render has. */
  index: number;
  total: number;
  /**
   * True on the last phrase the clock waits for: every phrase already sounding at the playhead
   * has been posted, so playback can start without cutting any of them.
   */
  ready: boolean;
  trackId: string;
  key: string;
  noteIds: string[];
  /** Song seconds of samples[0]. */
  startTime: number;
  /**
   * A phrase may come in parts (its first seconds before the rest, when the clock waits for it):
   * `offset` is the phrase sample where this part begins, `complete` is true on its last part
   * (on the only one when it comes whole). Parts follow one another without gap or overlap.
   */
  offset: number;
  complete: boolean;
  sampleRate: number;
  samples: Float32Array;
  /** The sung pitch line of the whole phrase: MIDI pitch per frame, NaN where unvoiced; empty on parts after the first. */
  pitch: { startTime: number; step: number; values: Float32Array };
  /** False when the phrase was synthesized for this request, true when it came from the cache. */
  cached: boolean;
  /** Milliseconds spent on this phrase in the worker so far. */
  ms: number;
}

/** What one render request did: the keys synthesized anew (an edit re-renders only its phrases). */
export interface RenderReport {
  type: 'done';
  id: number;
  rendered: Array<{ key: string; noteIds: string[] }>;
  phrases: number;
  /** Milliseconds from the request to the last phrase. */
  ms: number;
  /** Milliseconds from the request to the phrases the clock waits for (see PhraseMessage.ready). */
  firstMs: number;
}

export interface ExportFile {
  name: string;
  bytes: Uint8Array;
}

export type VoiceResponse =
  | PhraseMessage
  | RenderReport
  | { type: 'exported'; id: number; files: ExportFile[]; duration: number }
  | { type: 'warmed'; id: number; voices: number; ms: number }
  | { type: 'phonemes'; id: number; result: PhonemizeResult }
  | { type: 'failed'; id: number; message: string };

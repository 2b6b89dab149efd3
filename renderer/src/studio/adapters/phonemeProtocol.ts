import type { Language } from '../../../../shared/languages';
import type { NoteLyric, PhonemizeResult } from '../../../../shared/studio/voice/syllable';

/** Main thread → phoneme worker: one track's lyrics in the order the voice reads them. */
export interface PhonemeRequest {
  id: number;
  language: Language;
  notes: NoteLyric[];
}

export type PhonemeResponse =
  | { id: number; ok: true; result: PhonemizeResult }
  | { id: number; ok: false; message: string };

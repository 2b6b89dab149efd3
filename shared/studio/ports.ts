import type { Language } from '../languages';

/**
 * Interfaces the studio core asks of parts built elsewhere. The core only defines them; the voice
 * (shared/studio/voice/) implements them.
 */

/**
 * The phonemes a voice would sing for a lyric in a language, shown under each note as the default
 * the user may override (Note.phonemes). Synchronous and cheap: it is called for every visible note.
 * Continuation lyrics ("+", "ー") return [].
 */
export type PhonemePreview = (lyric: string, language: Language) => string[];

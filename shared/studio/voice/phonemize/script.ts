import type { Language } from '../../../languages';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const KANA_OR_KANJI = /[\u3041-\u30ff\p{Script=Han}]/u;
const LATIN = /[a-z]/i;
/** Hepburn or kunrei romaji: (consonant (y)) vowel morae, n, doubled consonants; no l, q, x, c without h. */
const ROMAJI = /^(?:(?:[kgsztdnhbpmrfjvw]y?|ch|sh|ts|y)?[aiueo]|n(?![aiueoy])|n'|([kgsztdhbpmrfjc])(?=\1|ch))+$/;

/** The language a lyric's letters are written in (Hangul, kana or kanji, Latin), or undefined (holds, digits, marks). */
export function scriptLanguage(lyric: string): Language | undefined {
  if (HANGUL.test(lyric)) return 'ko';
  if (KANA_OR_KANJI.test(lyric)) return 'ja';
  if (LATIN.test(lyric)) return 'en';
  return undefined;
}

/**
 * The language a lyric is read in on a track of `language`: its own script's language when that
 * differs, except Latin letters on a Korean or Japanese track that spell romaji (read as kana there).
 */
export function readingLanguage(lyric: string, language: Language): Language {
  const script = scriptLanguage(lyric);
  if (!script || script === language) return language;
  if (script === 'en' && language !== 'en' && ROMAJI.test(lyric.trim().replace(/-$/, '').toLowerCase()))
    return language;
  return script;
}

/** The language most of the lyrics are written in (the render command's guess when none is given). */
export function dominantLanguage(lyrics: readonly string[]): Language | undefined {
  const counts = new Map<Language, number>();
  for (const lyric of lyrics) {
    const script = scriptLanguage(lyric);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

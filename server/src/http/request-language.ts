import { DEFAULT_LANGUAGE, type Language, pickLanguage } from '../../../shared/languages';

/** The request's language from Accept-Language, best quality first; en when none is supported. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}

import { z } from 'zod/mini';

// C0 and C1 control characters (NUL and NEL included) and lone UTF-16 surrogates never belong in a project's text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** A single-line text of at most `max` UTF-16 units with no control characters or lone surrogates. */
export function cleanText(max: number, min = 0) {
  return z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.refine(isCleanText, { message: 'Text contains control characters or broken Unicode.' }),
    );
}

/** `text` with every control character replaced (removed by default). */
export function stripControlCharacters(text: string, replacement = ''): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), replacement);
}

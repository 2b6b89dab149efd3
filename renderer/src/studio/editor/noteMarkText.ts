import type { TFunction } from 'i18next';
import { type NoteMark, rangeText } from './noteMarks';

/** The localized explanations of a note's marks (out of range, phonemizer warning), for tooltips and the note list. */
export function markMessages(
  t: TFunction<'studio'>,
  mark: NoteMark | undefined,
  characterId: string,
  singer: string,
): string[] {
  if (!mark) return [];
  const messages: string[] = [];
  if (mark.range)
    messages.push(
      t(`editor.marks.${mark.range === 'high' ? 'aboveRange' : 'belowRange'}`, {
        singer,
        range: rangeText(characterId),
      }),
    );
  if (mark.warning) messages.push(t(`editor.marks.${mark.warning.code}`, { lyric: mark.warning.lyric }));
  return messages;
}

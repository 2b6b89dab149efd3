import type { TFunction } from 'i18next';

/**
 * A shortcut as written in the sheet and menus, its mouse words in brackets ("Alt + [drag]"): the
 * keys stay as printed on the keyboard, the mouse words are translated (editor.mouse.*).
 */
export function localizeKeys(keys: string, t: TFunction<'studio'>): string {
  return keys.replace(/\[(\w+)\]/g, (_, word: string) => t(`editor.mouse.${word}`));
}

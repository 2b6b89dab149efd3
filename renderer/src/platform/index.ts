import { createDesktopPlatform } from './index.desktop';
import { createWebPlatform } from './index.web';
import type { Platform } from './platform';

export type { Platform } from './platform';

/** Picks the variant once: the desktop bridge when the preload exposed one, the web otherwise. */
export function selectPlatform(win: Window): Platform {
  return win.desktop ? createDesktopPlatform(win.desktop) : createWebPlatform(win);
}

/** Outside a browser (a page prerendered at build time) the web's, whose calls only ever run in one. */
export const platform: Platform = selectPlatform(typeof window === 'undefined' ? ({} as Window) : window);

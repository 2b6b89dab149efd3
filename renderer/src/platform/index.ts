import { createDesktopPlatform } from './index.desktop';
import { createWebPlatform } from './index.web';
import type { Platform } from './platform';

export type { Platform } from './platform';

/** Picks the variant once: the desktop bridge when the preload exposed one, the web otherwise. */
export function selectPlatform(win: Window): Platform {
  return win.desktop ? createDesktopPlatform(win.desktop) : createWebPlatform(win);
}

export const platform: Platform = selectPlatform(window);

import type { DesktopOs } from '../../../../shared/desktop-os';

/** The attribute the download page carries for the system it was rendered for ("none": no desktop app). */
export const SERVED_OS_ATTRIBUTE = 'data-desktop-os';

let prerenderingFor: DesktopOs | undefined;

/** Tells the build which system's download page it is rendering (scripts/prerender-pages.ts). */
export function prerenderDownloadFor(os: DesktopOs | undefined): void {
  prerenderingFor = os;
}

/**
 * The system the server prepared the download page for: the build renders one page per system and
 * the server picks it by the request's User-Agent, so hydration starts from what the HTML shows.
 * Undefined when the page was not served that way (opened from another page of the app).
 */
export function servedDesktopOs(): DesktopOs | undefined {
  if (typeof document === 'undefined') return prerenderingFor;
  const value = document.querySelector(`[${SERVED_OS_ATTRIBUTE}]`)?.getAttribute(SERVED_OS_ATTRIBUTE);
  if (value === 'windows' || value === 'macos') return value;
  return value === 'none' ? null : undefined;
}

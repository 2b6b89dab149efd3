/** The desktop systems the app is built for; null where there is no desktop app (phones, tablets, Linux). */
export type DesktopOs = 'windows' | 'macos' | null;

export const DESKTOP_SYSTEMS = ['windows', 'macos'] as const;

/**
 * Which desktop app build suits a computer, from its platform hint (`navigator.userAgentData.platform`,
 * the `Sec-CH-UA-Platform` header) and its User-Agent: the browser and the server decide alike.
 */
export function desktopOsFrom(platform: string, userAgent: string): DesktopOs {
  const hint = `${platform.replaceAll('"', '')} ${userAgent}`;
  if (/Android|iPhone|iPad|iPod/i.test(hint)) return null;
  if (/Win/i.test(hint)) return 'windows';
  if (/Mac/i.test(hint)) return 'macos';
  return null;
}

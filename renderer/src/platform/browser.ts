import { type DesktopOs, desktopOsFrom } from '../../../shared/desktop-os';

type UserAgentBrand = { brand: string };
type NavigatorWithHints = Navigator & { userAgentData?: { brands?: UserAgentBrand[]; mobile?: boolean } };

/** Chrome and other Chromium builds are the browsers Cantara is made for. */
export function isChromeFamily(nav: Navigator = navigator): boolean {
  const brands = (nav as NavigatorWithHints).userAgentData?.brands;
  if (brands?.length) return brands.some(({ brand }) => brand === 'Google Chrome' || brand === 'Chromium');
  const ua = nav.userAgent;
  return /\b(Chrome|Chromium|CriOS)\//.test(ua) && !/\b(Edg|OPR|SamsungBrowser|Firefox|FxiOS)\//.test(ua);
}

export type { DesktopOs } from '../../../shared/desktop-os';

/** Which desktop app build suits this computer, when there is one. */
export function detectDesktopOs(nav: Navigator = navigator): DesktopOs {
  const platform = ((nav as NavigatorWithHints & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    nav.platform ??
    '') as string;
  return desktopOsFrom(platform, nav.userAgent);
}

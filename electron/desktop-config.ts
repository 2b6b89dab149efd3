import type { ExternalUrlPolicy } from './url-policy';
import { isLoopbackHost } from './url-policy';

/** Baked into the main bundle at build time (vite.config.ts, from CANTARA_* variables). */
export type DesktopBuildConfig = {
  /** The website whose pages the window shows, e.g. https://cantara.studio. */
  websiteUrl: string;
  /** The API origin; the website itself unless the API lives elsewhere. */
  apiUrl: string;
  /** Where installers and latest*.yml live; `{website}/downloads/` by default. */
  storageUrl: string;
  /** Extra hosts the system browser may be sent to: checkout and billing portal. */
  externalHosts: readonly string[];
};

export type DesktopConfig = {
  /** Origin the window is kept on. */
  appOrigin: string;
  /** First page of the window: the studio. */
  startUrl: string;
  apiOrigin: string;
  storageUrl: string;
  externalUrlPolicy: ExternalUrlPolicy;
  /** Running from the Vite dev server (not a packaged build). */
  isDevelopment: boolean;
};

export const DEFAULT_EXTERNAL_HOSTS = ['checkout.stripe.com', 'billing.stripe.com'] as const;

function parseOrigin(raw: string, name: string, allowLoopbackHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL: ${raw}`);
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && allowLoopbackHttp && isLoopbackHost(url.hostname));
  if (!secure) throw new Error(`${name} must be an https URL: ${raw}`);
  return url;
}

/** Works out where the window points and which hosts may be opened, for packaged and dev runs. */
export function resolveDesktopConfig(
  build: DesktopBuildConfig,
  runtime: { devServerUrl?: string | undefined; isPackaged: boolean },
): DesktopConfig {
  const isDevelopment = !runtime.isPackaged && Boolean(runtime.devServerUrl);
  const allowLoopbackHttp = !runtime.isPackaged;
  const website = parseOrigin(
    isDevelopment ? (runtime.devServerUrl as string) : build.websiteUrl,
    'websiteUrl',
    allowLoopbackHttp,
  );
  // The dev server proxies /api and /downloads to the local API, so in development everything is one origin.
  const api = isDevelopment ? website : parseOrigin(build.apiUrl, 'apiUrl', allowLoopbackHttp);
  const storage = isDevelopment
    ? new URL('/downloads/', website)
    : parseOrigin(build.storageUrl, 'storageUrl', allowLoopbackHttp);
  const storageUrl = storage.toString().endsWith('/') ? storage.toString() : `${storage.toString()}/`;
  const hosts = new Set(
    [website.host, api.host, storage.host, ...build.externalHosts].map((host) => host.toLowerCase()).filter(Boolean),
  );
  return {
    appOrigin: website.origin,
    startUrl: new URL('/studio', website).toString(),
    apiOrigin: api.origin,
    storageUrl,
    externalUrlPolicy: { allowedHosts: [...hosts], allowLoopbackHttp },
    isDevelopment,
  };
}

/** Reads the build-time variables (vite.config.ts runs this in desktop mode). */
export function desktopBuildConfigFromEnv(env: Record<string, string | undefined>): DesktopBuildConfig {
  const websiteUrl = (env.CANTARA_WEBSITE_URL ?? 'https://cantara.studio').replace(/\/+$/, '');
  const extra = (env.CANTARA_EXTERNAL_HOSTS ?? DEFAULT_EXTERNAL_HOSTS.join(','))
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return {
    websiteUrl,
    apiUrl: (env.CANTARA_API_URL ?? websiteUrl).replace(/\/+$/, ''),
    storageUrl: env.CANTARA_STORAGE_URL ?? `${websiteUrl}/downloads/`,
    externalHosts: extra,
  };
}

import { isSameOrigin } from './url-policy';

type PreventableEvent = { preventDefault(): void; url?: string };

/** The parts of Electron's WebContents the guards use. */
export type GuardableContents = {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-attach-webview',
    listener: (event: PreventableEvent, url?: string) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
};

export type NavigationGuardOptions = {
  appOrigin: string;
  /** Opens an allowed URL in the system browser; refuses anything off the allow-list. */
  openExternal: (url: string) => Promise<boolean> | boolean;
};

/** Decides what a navigation of the app window to `url` does. */
export function navigationDecision(url: unknown, appOrigin: string): 'stay' | 'leave' {
  return isSameOrigin(url, appOrigin) ? 'stay' : 'leave';
}

/**
 * Keeps the window on the app's own origin: navigations and redirects elsewhere are stopped
 * (and handed to the system browser when allowed), new windows are never created, webviews never attached.
 */
export function installNavigationGuards(contents: GuardableContents, options: NavigationGuardOptions): void {
  const leaveForBrowser = (url: unknown) => {
    if (typeof url === 'string') void Promise.resolve(options.openExternal(url)).catch(() => false);
  };

  contents.on('will-navigate', (event, legacyUrl) => {
    const url = event.url ?? legacyUrl;
    if (navigationDecision(url, options.appOrigin) === 'stay') return;
    event.preventDefault();
    leaveForBrowser(url);
  });

  contents.on('will-redirect', (event, legacyUrl) => {
    const url = event.url ?? legacyUrl;
    if (navigationDecision(url, options.appOrigin) === 'stay') return;
    event.preventDefault();
  });

  contents.on('will-attach-webview', (event) => event.preventDefault());

  contents.setWindowOpenHandler(({ url }) => {
    leaveForBrowser(url);
    return { action: 'deny' };
  });
}

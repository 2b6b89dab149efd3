/** Options of the app window. Every security-relevant preference is set explicitly. */
export function mainWindowOptions(preloadPath: string) {
  return {
    width: 1440,
    height: 900,
    // The studio breakpoint: narrower than this the studio is not usable.
    minWidth: 880,
    minHeight: 600,
    title: 'Cantara',
    backgroundColor: '#0d0b14',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  } as const;
}

/** Permissions the app's own pages may use (the microphone for voice-to-MIDI); everything else is refused. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['media', 'clipboard-sanitized-write', 'fullscreen']);

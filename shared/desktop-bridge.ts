/**
 * The one object through which the renderer reaches the platform it runs on. The desktop app's
 * preload exposes it as `window.desktop`; the web build provides an equivalent implementation
 * (renderer/src/platform/). Pages ask capabilities, never which platform they are on.
 */

/** Scheme of the desktop app's deep links (`cantara://logged-in?code=…`). */
export const DESKTOP_PROTOCOL = 'cantara';

/** Deep-link actions the desktop app accepts; anything else is ignored. */
export const DEEP_LINK_ACTIONS = ['logged-in', 'agreements-success', 'logout'] as const;
export type DeepLinkActionName = (typeof DEEP_LINK_ACTIONS)[number];

/** Longest logout reason the app shows; longer ones are cut (they are shown as plain text). */
export const LOGOUT_REASON_MAX_LENGTH = 500;

export type PlatformCapabilities = {
  /** Sign-in happens in the system browser and comes back through a `cantara://logged-in` hand-off. */
  handoffSignIn: boolean;
  /** The refresh token lives in the OS keychain and the shell refreshes access tokens itself. */
  nativeSession: boolean;
  /** Website, checkout and billing pages open in the system browser rather than in this window. */
  opensWebsiteExternally: boolean;
  /** The shell checks for new versions of itself and can install them. */
  selfUpdate: boolean;
  /** Files are saved through the system's save dialog (absent in shells built before it existed). */
  nativeSaveDialog?: boolean;
};

/** What the renderer may save as a file: the save dialog's filter name and the extensions of each kind. */
export const SAVE_FILE_KINDS = {
  wav: { label: 'WAV audio', extensions: ['wav'], mimeType: 'audio/wav' },
  png: { label: 'PNG image', extensions: ['png'], mimeType: 'image/png' },
  jpg: { label: 'JPEG image', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  webp: { label: 'WebP image', extensions: ['webp'], mimeType: 'image/webp' },
  cantara: { label: 'Cantara project', extensions: ['cantara'], mimeType: 'application/vnd.cantara.project+json' },
  mid: { label: 'MIDI file', extensions: ['mid', 'midi'], mimeType: 'audio/midi' },
  musicxml: {
    label: 'MusicXML score',
    extensions: ['musicxml', 'xml'],
    mimeType: 'application/vnd.recordare.musicxml+xml',
  },
  mxl: { label: 'Compressed MusicXML score', extensions: ['mxl'], mimeType: 'application/vnd.recordare.musicxml' },
  ust: { label: 'UTAU project', extensions: ['ust'], mimeType: 'text/plain' },
} as const;
export type SaveFileKind = keyof typeof SAVE_FILE_KINDS;

/** The kind a file name's extension stands for, if it is one the renderer may save. */
export function saveFileKindOf(fileName: string): SaveFileKind | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const kinds = Object.keys(SAVE_FILE_KINDS) as SaveFileKind[];
  return kinds.find((kind) => (SAVE_FILE_KINDS[kind].extensions as readonly string[]).includes(extension)) ?? null;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const NAME_MAX = 200;

/**
 * A file name safe on every system, with the kind's extension: no folders, no characters Windows
 * or macOS refuse, no control characters, no reserved device names, not empty.
 */
export function safeFileName(suggested: string, kind: SaveFileKind): string {
  const extension = SAVE_FILE_KINDS[kind].extensions[0];
  let stem = suggested
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (stem.toLowerCase().endsWith(`.${extension}`)) stem = stem.slice(0, -extension.length - 1).replace(/[. ]+$/, '');
  stem = stem.slice(0, NAME_MAX).trim();
  if (!stem || WINDOWS_RESERVED.test(stem)) stem = stem ? `_${stem}` : 'untitled';
  return `${stem}.${extension}`;
}

/** Largest file the renderer may hand to the save dialog (a 10-minute 48 kHz 24-bit stereo WAV is ~170 MB). */
export const SAVE_FILE_MAX_BYTES = 1024 * 1024 * 1024;

export type SaveFileRequest = {
  kind: SaveFileKind;
  /** Offered in the dialog; the extension of the kind is added when missing. */
  suggestedName: string;
  bytes: Uint8Array;
};

export type SaveFileResult = { status: 'saved'; name: string } | { status: 'cancelled' };

/** Why the session is not signed in, when there is a reason worth telling the user. */
export type SessionProblem = {
  code: 'KEYCHAIN_UNAVAILABLE' | 'LOGIN_FAILED' | 'TIMEOUT_ERROR' | 'NETWORK_ERROR' | 'DEACTIVATED_USER' | string;
  message: string;
  activationCode?: string;
};

export type SessionState =
  | { status: 'signed-in'; accessToken: string }
  | {
      status: 'signed-out';
      /** A failure worth telling the user (keychain unavailable, hand-off rejected, …). */
      problem: SessionProblem | null;
      /** Text sent by the website with a `cantara://logout?reason=…` request, shown as plain text. */
      logoutReason: string | null;
    };

export type UpdateStatus =
  | { state: 'idle'; currentVersion: string | null }
  | { state: 'up-to-date'; currentVersion: string; checkedAt: string }
  | {
      state: 'available';
      currentVersion: string;
      latestVersion: string;
      /** Link to the installer for this system, opened in the browser when the shell cannot update itself. */
      installerUrl: string | null;
      /** True when the update can be downloaded and installed from inside the app. */
      installsInApp: boolean;
      checkedAt: string;
    }
  | { state: 'downloading'; currentVersion: string; latestVersion: string }
  | { state: 'failed'; currentVersion: string | null; message: string };

export type Unsubscribe = () => void;

export type DesktopBridge = {
  capabilities: PlatformCapabilities;
  /** Version of the installed app; null on the web. */
  appVersion(): Promise<string | null>;
  /** Opens a URL in the system browser (web: a new tab). Resolves false when the URL is not allowed. */
  openExternal(url: string): Promise<boolean>;
  session: {
    /** The current session; signed in means a fresh access token is included. */
    get(): Promise<SessionState>;
    /** Obtains a new access token now (after a 401, or when the old one is about to expire). */
    refresh(): Promise<SessionState>;
    signOut(): Promise<void>;
    onChange(listener: (state: SessionState) => void): Unsubscribe;
  };
  /** The website reported that the terms were accepted (`cantara://agreements-success`). */
  onAgreementsAccepted(listener: () => void): Unsubscribe;
  /**
   * Saves a file where the user chooses in the system's save dialog (desktop); the web
   * implementation downloads it. Absent in desktop shells built before it existed.
   */
  saveFile?(request: SaveFileRequest): Promise<SaveFileResult>;
  updates: {
    get(): Promise<UpdateStatus>;
    /** Downloads and installs in the app where supported, otherwise opens the installer link. */
    install(): Promise<void>;
    onChange(listener: (status: UpdateStatus) => void): Unsubscribe;
  };
};

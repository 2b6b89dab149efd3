import fs from 'node:fs';

/** Flags for Debian's Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, and its usual names elsewhere. */
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH when it exists, else the first of `paths` installed here. */
function installedBrowser(paths: string[]): string {
  const found = [process.env.CHROMIUM_PATH, ...paths].find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  return found;
}

/** Debian's Chromium; CHROMIUM_PATH overrides it on other systems. */
export function chromiumExecutable(): string {
  return installedBrowser(CHROMIUM_PATHS);
}

/**
 * The browser the end-to-end tests drive: Debian's headless shell when installed, else Chromium.
 * Full Chromium in headless mode builds its omnibox pop-up (a WebUI renderer) for every new browser
 * context: about 1.4 s of CPU per context on this machine against 0.1 s for the shell, which on a
 * 2-core CI machine is minutes of a run that opens hundreds of contexts.
 */
export function testBrowserExecutable(): string {
  return installedBrowser(['/usr/bin/chromium-headless-shell', ...CHROMIUM_PATHS]);
}

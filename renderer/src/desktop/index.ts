// The one entry to the desktop-only code: a single chunk, loaded only inside the app.
export { platform } from '../platform';
export { DesktopAgreementsPage } from './DesktopAgreementsPage';
export { default as DesktopShell } from './DesktopShell';
export { desktopSignOut, startDesktopSignIn } from './signIn';

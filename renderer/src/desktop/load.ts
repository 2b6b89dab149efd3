/** Loads the desktop-only code (one chunk); called only when the platform is the desktop app. */
export const loadDesktop = () => import('./index');

import type { i18n as I18n } from 'i18next';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { notify } from '../app/overlays';
import { isLoginRequiredPath } from '../auth/routeRules';
import { platform } from '../platform';
import { desktopSignInUrl } from './websiteLinks';

/**
 * Desktop sign-in: the website's login opens in the system browser and ends on /logged-in, whose
 * button hands the session back through `cantara://logged-in?code=…` (handled by the shell).
 */
export async function startDesktopSignIn(pathname: string, i18next: I18n): Promise<void> {
  const url = desktopSignInUrl(window.location.origin, splitLanguagePrefix(pathname).lang);
  await i18next.loadNamespaces('desktop');
  const opened = await platform.openExternal(url);
  void notify({
    id: 'desktop-sign-in',
    color: opened ? 'violet' : 'red',
    message: opened ? i18next.t('desktop:signIn.continueInBrowser') : i18next.t('desktop:signIn.couldNotOpen', { url }),
    autoClose: opened ? 8000 : false,
    withBorder: true,
  });
}

/** The shell forgets its keychain token and tells the server; a protected page is left for the studio first. */
export async function desktopSignOut(pathname: string, replaceNow: (to: string) => Promise<void>): Promise<void> {
  await platform.session.signOut().catch(() => undefined);
  if (isLoginRequiredPath(pathname)) {
    const studio = withLanguage(splitLanguagePrefix(pathname).lang, PAGE_ROUTES.studio);
    await replaceNow(studio);
  }
}

import type { Language } from '../../../shared/languages';
import { notify } from '../app/overlays';
import { i18next } from '../i18n/i18n';
import { platform } from '../platform';
import { desktopSignInUrl } from './websiteLinks';

/**
 * Desktop sign-in: the website's login opens in the system browser and ends on /logged-in, whose
 * button hands the session back through `cantara://logged-in?code=…` (handled by the shell).
 */
export async function startDesktopSignIn(language: Language | null): Promise<void> {
  const url = desktopSignInUrl(window.location.origin, language);
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

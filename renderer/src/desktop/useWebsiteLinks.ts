import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { platform } from '../platform';
import { isWebsiteOnlyPath, linkDestination } from './websiteLinks';

/**
 * Inside the app, a click on a link to a marketing or store page (or to another site) opens it in
 * the system browser instead; the app's own pages keep working as usual. React Router's links
 * skip a click whose default was prevented, so one capturing listener covers every link.
 */
export function useWebsiteLinks(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // A page that sends the user "home" in code (after a logout, an error) lands on the studio instead.
  useEffect(() => {
    if (isWebsiteOnlyPath(pathname)) {
      navigate(withLanguage(splitLanguagePrefix(pathname).lang, PAGE_ROUTES.studio), { replace: true });
    }
  }, [pathname, navigate]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button > 1) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const destination = linkDestination(anchor.getAttribute('href') ?? '', window.location.origin);
      if (destination.kind === 'app') return;
      event.preventDefault();
      if (destination.kind === 'browser') void platform.openExternal(destination.url);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);
}

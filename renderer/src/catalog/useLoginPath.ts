import { useLocation } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';

/** The path of the login page that returns to the current page afterwards. */
export function useLoginPath(): () => string {
  const location = useLocation();
  const localize = useLocalizedPath();
  return () => `${localize(PAGE_ROUTES.login)}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The title the last page rendered at build time asked for (read by the prerender). */
export const prerenderedTitle: { current: string | null } = { current: null };

/** Sets the document title for the current page: "{title} | Cantara". */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation('common');
  const suffix = t('titleSuffix');
  const documentTitle = title ? `${title} | ${suffix}` : suffix;
  if (import.meta.env.SSR) prerenderedTitle.current = documentTitle;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

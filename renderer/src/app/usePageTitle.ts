import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title for the current page: "{title} | Cantara". */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation('common');
  const suffix = t('titleSuffix');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : suffix;
  }, [title, suffix]);
}

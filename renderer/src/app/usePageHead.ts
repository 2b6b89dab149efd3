import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The title and description the last page rendered at build time asked for (read by the prerender). */
export const prerenderedHead: { title: string | null; description: string | null } = {
  title: null,
  description: null,
};

/**
 * Sets the document title ("{title} | Cantara") and the description search results show under it:
 * the page's own, or the site's in the page's language.
 */
export function usePageHead(title: string | null, description?: string): void {
  const { t } = useTranslation('common');
  const suffix = t('titleSuffix');
  const documentTitle = title ? `${title} | ${suffix}` : suffix;
  const documentDescription = description ?? t('descriptions.site');
  if (import.meta.env.SSR) {
    prerenderedHead.title = documentTitle;
    prerenderedHead.description = documentDescription;
  }
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', documentDescription);
  }, [documentDescription]);
}

import { createContext, type ReactNode, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../shared/page-data';

let documentData: PageData | undefined;

/**
 * The data the server sent with this document's HTML (its first screen's characters, products or
 * release notes), read once; empty when there is none or outside a browser. A page hydrates from it
 * so that it renders what the server rendered, without fetching it again.
 */
export function documentPageData(): PageData {
  if (documentData) return documentData;
  documentData = {};
  if (typeof document === 'undefined') return documentData;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return documentData;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') documentData = parsed as PageData;
  } catch {
    // A page without usable data fetches it as any other page does.
  }
  return documentData;
}

const PageDataContext = createContext<PageData | null>(null);

/** Page data for a render outside the browser (the server renders a page's first screen with it). */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** The first screen's data: the provider's when rendering on the server, the document's in a browser. */
export function usePageData(): PageData {
  return useContext(PageDataContext) ?? documentPageData();
}

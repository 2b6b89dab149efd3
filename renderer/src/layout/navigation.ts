import { PAGE_ROUTES } from '../../../shared/routes';

/** The site's main links, shared by the desktop header and the mobile menu. */
export const MAIN_LINKS = [
  { key: 'characters', to: PAGE_ROUTES.characters },
  { key: 'pricing', to: PAGE_ROUTES.pricing },
  { key: 'releases', to: PAGE_ROUTES.releases },
  { key: 'faq', to: PAGE_ROUTES.faq },
] as const;

import type { RouteObject } from 'react-router-dom';
import { LANGUAGES } from '../../../shared/languages';
import { PAGE_ROUTES } from '../../../shared/routes';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { UnderConstructionPage } from '../pages/under-construction/UnderConstructionPage';
import { LocalizedNavigate } from './LocalizedNavigate';
import { RootLayout } from './RootLayout';

const relative = (path: string) => path.replace(/^\//, '');

const home = () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage }));
const studio = () => import('../pages/studio/StudioPage').then((m) => ({ Component: m.StudioPage }));
const releasesEmbed = () =>
  import('../pages/releases-embed/ReleasesEmbedPage').then((m) => ({ Component: m.ReleasesEmbedPage }));
const login = () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage }));
const loggedIn = () => import('../pages/logged-in/LoggedInPage').then((m) => ({ Component: m.LoggedInPage }));
const agreements = () => import('../pages/agreements/AgreementsPage').then((m) => ({ Component: m.AgreementsPage }));
const activation = () => import('../pages/activation/ActivationPage').then((m) => ({ Component: m.ActivationPage }));
const activationComplete = () =>
  import('../pages/activation/ActivationCompletePage').then((m) => ({ Component: m.ActivationCompletePage }));
const myPage = () => import('../pages/my-page/MyPageLayout').then((m) => ({ Component: m.MyPageLayout }));
const myPageAccount = () => import('../pages/my-page/AccountPage').then((m) => ({ Component: m.AccountPage }));

const cart = () => import('../pages/cart/CartPage').then((m) => ({ Component: m.CartPage }));
const paymentSuccessful = () =>
  import('../pages/payment-successful/PaymentSuccessfulPage').then((m) => ({ Component: m.PaymentSuccessfulPage }));
const myPagePlan = () => import('../pages/my-page-plan/PlanPage').then((m) => ({ Component: m.PlanPage }));
const voucher = () => import('../pages/voucher/VoucherPage').then((m) => ({ Component: m.VoucherPage }));

/** Pages that a later part of the product fills; until then they show their title and a way home. */
const comingSoon = (path: string, titleKey: string): RouteObject => ({
  path: relative(path),
  element: <UnderConstructionPage titleKey={titleKey} />,
});

const sitePages: RouteObject[] = [
  { index: true, lazy: home },
  { path: relative(PAGE_ROUTES.landing), lazy: home },
  { path: relative(PAGE_ROUTES.help), element: <LocalizedNavigate to={PAGE_ROUTES.releases} /> },
  { path: relative(PAGE_ROUTES.studio), lazy: studio },
  { path: relative(PAGE_ROUTES.login), lazy: login },
  comingSoon(PAGE_ROUTES.characters, 'characters'),
  comingSoon(PAGE_ROUTES.pricing, 'pricing'),
  comingSoon(PAGE_ROUTES.store, 'store'),
  comingSoon(PAGE_ROUTES.product, 'product'),
  { path: relative(PAGE_ROUTES.cart), lazy: cart },
  { path: relative(PAGE_ROUTES.paymentSuccessful), lazy: paymentSuccessful },
  comingSoon(PAGE_ROUTES.releases, 'releases'),
  comingSoon(PAGE_ROUTES.faq, 'faq'),
  {
    path: relative(PAGE_ROUTES.myPage),
    lazy: myPage,
    children: [
      { index: true, lazy: myPageAccount },
      { path: 'account', lazy: myPageAccount },
      { path: 'plan', lazy: myPagePlan },
    ],
  },
  { path: relative(PAGE_ROUTES.voucher), lazy: voucher },
  { path: relative(PAGE_ROUTES.agreements), lazy: agreements },
  { path: relative(PAGE_ROUTES.activation), lazy: activation },
  { path: relative(PAGE_ROUTES.activationComplete), lazy: activationComplete },
  { path: relative(PAGE_ROUTES.loggedIn), lazy: loggedIn },
  comingSoon(PAGE_ROUTES.download, 'download'),
  comingSoon(PAGE_ROUTES.privacy, 'privacy'),
  comingSoon(PAGE_ROUTES.terms, 'terms'),
  comingSoon(PAGE_ROUTES.refundPolicy, 'refundPolicy'),
  { path: '*', element: <NotFoundPage /> },
];

/** Routes of one language scope: the embed without site chrome, every other page inside it. */
const scopedRoutes: RouteObject[] = [
  { path: relative(PAGE_ROUTES.releasesEmbed), lazy: releasesEmbed },
  { element: <SiteLayout />, children: sitePages },
];

/** Every route exists bare and under /ko, /en and /ja. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [...LANGUAGES.map((lang) => ({ path: lang, children: scopedRoutes })), ...scopedRoutes],
  },
];

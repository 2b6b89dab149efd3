import { lazy } from 'react';
import { Outlet, type RouteObject, useParams } from 'react-router-dom';
import { isLanguage, LANGUAGES } from '../../../shared/languages';
import { PAGE_ROUTES } from '../../../shared/routes';
import { loadDesktop } from '../desktop/load';
import { EmbedLayout } from '../pages/releases-embed/EmbedLayout';
import { capabilities } from '../platform/capabilities';
import { LocalizedNavigate } from './LocalizedNavigate';
import { RootLayout } from './RootLayout';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The website's chrome (header, footer, consent, menus): loaded with the first site page's route, and
 * never by the studio, which has a frame of its own.
 */
const siteLayout = () => import('../layout/SiteLayout').then((m) => ({ Component: m.SiteLayout }));
const LazySiteLayout = lazy(() => import('../layout/SiteLayout').then((m) => ({ default: m.SiteLayout })));
const notFound = () => import('../pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const home = () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage }));
/** The studio: its own chunk and app shell (renderer/src/studio/StudioRoot.tsx), outside the site chrome. */
const studio = () => import('../studio/StudioRoot').then((m) => ({ Component: m.StudioRoot }));
const releasesEmbed = () =>
  import('../pages/releases-embed/ReleasesEmbedPage').then((m) => ({ Component: m.ReleasesEmbedPage }));
const login = () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage }));
const loggedIn = () => import('../pages/logged-in/LoggedInPage').then((m) => ({ Component: m.LoggedInPage }));
const agreements = () => import('../pages/agreements/AgreementsPage').then((m) => ({ Component: m.AgreementsPage }));
/** In the desktop app the terms are accepted on the website, which reports back to the app. */
const desktopAgreements = () => loadDesktop().then((m) => ({ Component: m.DesktopAgreementsPage }));
const activation = () => import('../pages/activation/ActivationPage').then((m) => ({ Component: m.ActivationPage }));
const activationComplete = () =>
  import('../pages/activation/ActivationCompletePage').then((m) => ({ Component: m.ActivationCompletePage }));
const myPage = () => import('../pages/my-page/MyPageLayout').then((m) => ({ Component: m.MyPageLayout }));
const myPageAccount = () => import('../pages/my-page/AccountPage').then((m) => ({ Component: m.AccountPage }));
const characters = () => import('../pages/characters/CharactersPage').then((m) => ({ Component: m.CharactersPage }));
const pricing = () => import('../pages/pricing/PricingPage').then((m) => ({ Component: m.PricingPage }));
const store = () => import('../pages/store/StorePage').then((m) => ({ Component: m.StorePage }));
const product = () => import('../pages/store/ProductPage').then((m) => ({ Component: m.ProductPage }));
const releases = () => import('../pages/releases/ReleasesPage').then((m) => ({ Component: m.ReleasesPage }));
const faq = () => import('../pages/faq/FaqPage').then((m) => ({ Component: m.FaqPage }));
const download = () => import('../pages/download/DownloadPage').then((m) => ({ Component: m.DownloadPage }));
const privacy = () => import('../pages/legal/LegalPage').then((m) => ({ Component: m.PrivacyPage }));
const terms = () => import('../pages/legal/LegalPage').then((m) => ({ Component: m.TermsPage }));
const refundPolicy = () => import('../pages/legal/LegalPage').then((m) => ({ Component: m.RefundPolicyPage }));

const cart = () => import('../pages/cart/CartPage').then((m) => ({ Component: m.CartPage }));
const paymentSuccessful = () =>
  import('../pages/payment-successful/PaymentSuccessfulPage').then((m) => ({ Component: m.PaymentSuccessfulPage }));
const myPagePlan = () => import('../pages/my-page-plan/PlanPage').then((m) => ({ Component: m.PlanPage }));
const voucher = () => import('../pages/voucher/VoucherPage').then((m) => ({ Component: m.VoucherPage }));

const sitePages: RouteObject[] = [
  // The desktop app starts at the studio; the website's home opens in the browser.
  capabilities.nativeSession
    ? { index: true, element: <LocalizedNavigate to={PAGE_ROUTES.studio} /> }
    : { index: true, lazy: home },
  { path: relative(PAGE_ROUTES.landing), lazy: home },
  // Help shows What's New, which takes the address /releases once it runs (ReleasesPage).
  { path: relative(PAGE_ROUTES.help), lazy: releases },
  { path: relative(PAGE_ROUTES.login), lazy: login },
  { path: relative(PAGE_ROUTES.characters), lazy: characters },
  { path: relative(PAGE_ROUTES.pricing), lazy: pricing },
  { path: relative(PAGE_ROUTES.store), lazy: store },
  { path: relative(PAGE_ROUTES.product), lazy: product },
  { path: relative(PAGE_ROUTES.cart), lazy: cart },
  { path: relative(PAGE_ROUTES.paymentSuccessful), lazy: paymentSuccessful },
  { path: relative(PAGE_ROUTES.releases), lazy: releases },
  { path: relative(PAGE_ROUTES.faq), lazy: faq },
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
  {
    path: relative(PAGE_ROUTES.agreements),
    lazy: capabilities.opensWebsiteExternally ? desktopAgreements : agreements,
  },
  { path: relative(PAGE_ROUTES.activation), lazy: activation },
  { path: relative(PAGE_ROUTES.activationComplete), lazy: activationComplete },
  { path: relative(PAGE_ROUTES.loggedIn), lazy: loggedIn },
  { path: relative(PAGE_ROUTES.download), lazy: download },
  { path: relative(PAGE_ROUTES.privacy), lazy: privacy },
  { path: relative(PAGE_ROUTES.terms), lazy: terms },
  { path: relative(PAGE_ROUTES.refundPolicy), lazy: refundPolicy },
  { path: '*', lazy: notFound },
];

/** Routes of one language scope: every page inside the site chrome. */
const scopedRoutes: RouteObject[] = [
  { path: `${relative(PAGE_ROUTES.studio)}/*`, lazy: studio },
  { lazy: siteLayout, children: sitePages },
];

/** /:lang/…: a language the site speaks scopes its pages; any other first segment names no page. */
function LanguageScope() {
  const { lang } = useParams();
  return isLanguage(lang) ? <Outlet /> : <LazySiteLayout page={<NotFoundPage />} />;
}

/** The embed has no site chrome and no consent or analytics (it lives in other sites' frames). */
const embedRoutes: RouteObject[] = ['', ...LANGUAGES.map((lang) => `/${lang}`)].map((prefix) => ({
  path: `${prefix}${PAGE_ROUTES.releasesEmbed}`,
  lazy: releasesEmbed,
}));

/**
 * Every route exists bare and under /ko, /en and /ja. One /:lang scope serves the three languages:
 * the router ranks every route at start-up, and half as many makes the first page live sooner.
 */
export const routes: RouteObject[] = [
  { element: <EmbedLayout />, children: embedRoutes },
  {
    path: '/',
    element: <RootLayout />,
    children: [{ path: ':lang', element: <LanguageScope />, children: scopedRoutes }, ...scopedRoutes],
  },
];

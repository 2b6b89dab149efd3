import { Outlet, type RouteObject, useParams } from 'react-router-dom';
import { isLanguage, LANGUAGES } from '../../../shared/languages';
import { PAGE_ROUTES } from '../../../shared/routes';
import { loadDesktop } from '../desktop/load';
import { EmbedLayout } from '../pages/releases-embed/EmbedLayout';
import { capabilities } from '../platform/capabilities';
import { LocalizedNavigate } from './LocalizedNavigate';
import { lazyPage, preloadRoutes } from './lazyPage';
import { RootLayout } from './RootLayout';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The website's chrome (header, footer, consent, menus): loaded with the first site page's route, and
 * never by the studio, which has a frame of its own.
 */
const SiteLayout = lazyPage(() => import('../layout/SiteLayout').then((m) => m.SiteLayout));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));

const home = lazyPage(() => import('../pages/home/HomePage').then((m) => m.HomePage));
/** The studio: its own chunk and app shell (renderer/src/studio/StudioRoot.tsx), outside the site chrome. */
const studio = lazyPage(() => import('../studio/StudioRoot').then((m) => m.StudioRoot));
const releasesEmbed = lazyPage(() =>
  import('../pages/releases-embed/ReleasesEmbedPage').then((m) => m.ReleasesEmbedPage),
);
const login = lazyPage(() => import('../pages/login/LoginPage').then((m) => m.LoginPage));
const loggedIn = lazyPage(() => import('../pages/logged-in/LoggedInPage').then((m) => m.LoggedInPage));
const agreements = lazyPage(() => import('../pages/agreements/AgreementsPage').then((m) => m.AgreementsPage));
/** In the desktop app the terms are accepted on the website, which reports back to the app. */
const desktopAgreements = lazyPage(() => loadDesktop().then((m) => m.DesktopAgreementsPage));
const activation = lazyPage(() => import('../pages/activation/ActivationPage').then((m) => m.ActivationPage));
const activationComplete = lazyPage(() =>
  import('../pages/activation/ActivationCompletePage').then((m) => m.ActivationCompletePage),
);
const myPage = lazyPage(() => import('../pages/my-page/MyPageLayout').then((m) => m.MyPageLayout));
const myPageAccount = lazyPage(() => import('../pages/my-page/AccountPage').then((m) => m.AccountPage));
const characters = lazyPage(() => import('../pages/characters/CharactersPage').then((m) => m.CharactersPage));
const pricing = lazyPage(() => import('../pages/pricing/PricingPage').then((m) => m.PricingPage));
const store = lazyPage(() => import('../pages/store/StorePage').then((m) => m.StorePage));
const product = lazyPage(() => import('../pages/store/ProductPage').then((m) => m.ProductPage));
const releases = lazyPage(() => import('../pages/releases/ReleasesPage').then((m) => m.ReleasesPage));
const faq = lazyPage(() => import('../pages/faq/FaqPage').then((m) => m.FaqPage));
const download = lazyPage(() => import('../pages/download/DownloadPage').then((m) => m.DownloadPage));
const privacy = lazyPage(() => import('../pages/legal/LegalPage').then((m) => m.PrivacyPage));
const terms = lazyPage(() => import('../pages/legal/LegalPage').then((m) => m.TermsPage));
const refundPolicy = lazyPage(() => import('../pages/legal/LegalPage').then((m) => m.RefundPolicyPage));

const cart = lazyPage(() => import('../pages/cart/CartPage').then((m) => m.CartPage));
const paymentSuccessful = lazyPage(() =>
  import('../pages/payment-successful/PaymentSuccessfulPage').then((m) => m.PaymentSuccessfulPage),
);
const myPagePlan = lazyPage(() => import('../pages/my-page-plan/PlanPage').then((m) => m.PlanPage));
const voucher = lazyPage(() => import('../pages/voucher/VoucherPage').then((m) => m.VoucherPage));

const sitePages: RouteObject[] = [
  // The desktop app starts at the studio; the website's home opens in the browser.
  capabilities.nativeSession
    ? { index: true, element: <LocalizedNavigate to={PAGE_ROUTES.studio} /> }
    : { index: true, Component: home },
  { path: relative(PAGE_ROUTES.landing), Component: home },
  // Help shows What's New, which takes the address /releases once it runs (ReleasesPage).
  { path: relative(PAGE_ROUTES.help), Component: releases },
  { path: relative(PAGE_ROUTES.login), Component: login },
  { path: relative(PAGE_ROUTES.characters), Component: characters },
  { path: relative(PAGE_ROUTES.pricing), Component: pricing },
  { path: relative(PAGE_ROUTES.store), Component: store },
  { path: relative(PAGE_ROUTES.product), Component: product },
  { path: relative(PAGE_ROUTES.cart), Component: cart },
  { path: relative(PAGE_ROUTES.paymentSuccessful), Component: paymentSuccessful },
  { path: relative(PAGE_ROUTES.releases), Component: releases },
  { path: relative(PAGE_ROUTES.faq), Component: faq },
  {
    path: relative(PAGE_ROUTES.myPage),
    Component: myPage,
    children: [
      { index: true, Component: myPageAccount },
      { path: 'account', Component: myPageAccount },
      { path: 'plan', Component: myPagePlan },
    ],
  },
  { path: relative(PAGE_ROUTES.voucher), Component: voucher },
  {
    path: relative(PAGE_ROUTES.agreements),
    Component: capabilities.opensWebsiteExternally ? desktopAgreements : agreements,
  },
  { path: relative(PAGE_ROUTES.activation), Component: activation },
  { path: relative(PAGE_ROUTES.activationComplete), Component: activationComplete },
  { path: relative(PAGE_ROUTES.loggedIn), Component: loggedIn },
  { path: relative(PAGE_ROUTES.download), Component: download },
  { path: relative(PAGE_ROUTES.privacy), Component: privacy },
  { path: relative(PAGE_ROUTES.terms), Component: terms },
  { path: relative(PAGE_ROUTES.refundPolicy), Component: refundPolicy },
  { path: '*', Component: NotFoundPage },
];

/** Routes of one language scope: every page inside the site chrome. */
const scopedRoutes: RouteObject[] = [
  { path: `${relative(PAGE_ROUTES.studio)}/*`, Component: studio },
  { Component: SiteLayout, children: sitePages },
];

/** /:lang/…: a language the site speaks scopes its pages; any other first segment names no page. */
function LanguageScope() {
  const { lang } = useParams();
  return isLanguage(lang) ? <Outlet /> : <SiteLayout page={<NotFoundPage />} />;
}

/** The embed has no site chrome and no consent or analytics (it lives in other sites' frames). */
const embedRoutes: RouteObject[] = ['', ...LANGUAGES.map((lang) => `/${lang}`)].map((prefix) => ({
  path: `${prefix}${PAGE_ROUTES.releasesEmbed}`,
  Component: releasesEmbed,
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

/** Loads the code of every page and layout `path` shows, so that they render without suspending. */
export const preloadPath = (path: string) => preloadRoutes(routes, path);
